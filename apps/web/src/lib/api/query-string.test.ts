import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-string';

describe('serializeQuery', () => {
  it('repeats the key for arrays, without brackets', () => {
    expect(serializeQuery({ a: [1, 2] })).toBe('?a=1&a=2');
    expect(serializeQuery({ subLedgerId: ['x', 'y'], processed: false })).toBe(
      '?subLedgerId=x&subLedgerId=y&processed=false',
    );
  });

  it('keeps dotted filter names and encodes values', () => {
    expect(serializeQuery({ 'scheduledDate.after': '2026-01-01', q: 'a b&c' })).toBe(
      '?scheduledDate.after=2026-01-01&q=a+b%26c',
    );
  });

  it('drops null and undefined, keeps 0 and empty arrays out', () => {
    expect(serializeQuery({ a: null, b: undefined, c: 0, d: [] })).toBe('?c=0');
  });

  it('writes dates as ISO instants', () => {
    expect(serializeQuery({ after: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe(
      '?after=2026-01-02T03%3A04%3A05.000Z',
    );
  });

  it('returns an empty string when there is nothing to send', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
  });
});
