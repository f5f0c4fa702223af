import { describe, expect, it } from 'vitest';
import { rangeAnswer } from './byte-range';

const etag = '"abc"';
const answer = (header: string | undefined, size = 100, ifRange?: string) =>
  rangeAnswer(header, size, { etag, ...(ifRange === undefined ? {} : { ifRange }) });

describe('rangeAnswer', () => {
  it('serves one range: first-last, open-ended, suffix, cut to the last byte', () => {
    expect(answer('bytes=0-0')).toEqual({ kind: 'part', range: { start: 0, end: 0 } });
    expect(answer('bytes=10-19')).toEqual({ kind: 'part', range: { start: 10, end: 19 } });
    expect(answer('bytes=90-')).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(answer('bytes=-10')).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(answer('bytes=-1000')).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
    expect(answer('bytes=50-99999999999999999999')).toEqual({ kind: 'part', range: { start: 50, end: 99 } });
    expect(answer(' Bytes = 1 - 2 ')).toEqual({ kind: 'part', range: { start: 1, end: 2 } });
  });

  it('is unsatisfiable past the end, for an empty suffix, and for any range of an empty file', () => {
    expect(answer('bytes=100-')).toEqual({ kind: 'unsatisfiable' });
    expect(answer('bytes=100-200')).toEqual({ kind: 'unsatisfiable' });
    expect(answer('bytes=99999999999999999999-')).toEqual({ kind: 'unsatisfiable' });
    expect(answer('bytes=-0')).toEqual({ kind: 'unsatisfiable' });
    expect(answer('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(answer('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('answers the whole file without a usable header', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=5-2',
      'bytes=0-1,3-4',
      'lines=1-2',
      'bytes=a-b',
    ]) {
      expect(answer(header), String(header)).toEqual({ kind: 'whole' });
    }
  });

  it('honours If-Range only with the current entity tag', () => {
    expect(answer('bytes=0-9', 100, etag)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(answer('bytes=0-9', 100, '"other"')).toEqual({ kind: 'whole' });
    expect(answer('bytes=0-9', 100, 'Wed, 21 Oct 2026 07:28:00 GMT')).toEqual({ kind: 'whole' });
  });
});
