import { describe, expect, it } from 'vitest';
import { stepAnchor, viewTitle, visibleDays } from './calendar-dates';

describe('calendar days', () => {
  it('shows whole weeks of the month, Sunday first', () => {
    const march = visibleDays('month', '2026-03-11');
    expect(march[0]).toBe('2026-03-01');
    expect(march.at(-1)).toBe('2026-04-04');
    expect(march).toHaveLength(35);
    const february = visibleDays('month', '2026-02-20');
    expect([february[0], february.at(-1), february.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
    const may = visibleDays('month', '2026-05-01');
    expect([may[0], may.at(-1), may.length]).toEqual(['2026-04-26', '2026-06-06', 42]);
  });

  it('shows the week around the anchor and 60 days as a list', () => {
    expect(visibleDays('week', '2026-03-11')).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(visibleDays('list', '2026-03-11').at(-1)).toBe('2026-05-09');
  });

  it('steps by month, week or 60 days', () => {
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepAnchor('week', '2026-03-11', -1)).toBe('2026-03-04');
    expect(stepAnchor('list', '2026-03-11', 1)).toBe('2026-05-10');
    expect(viewTitle('month', [], '2026-03-11')).toBe('March 2026');
  });
});
