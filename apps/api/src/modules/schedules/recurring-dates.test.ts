import { describe, expect, it } from 'vitest';
import { nextRecurringDate } from './recurring-dates';

/** Dates a recurring payment falls on, starting at `first`. */
function run(first: string, interval: 'monthly' | 'quarterly' | 'yearly', count: number): string[] {
  const anchor = Number(first.slice(8, 10));
  const dates = [first];
  while (dates.length < count) dates.push(nextRecurringDate(dates.at(-1) as string, interval, anchor));
  return dates;
}

describe('recurring payment dates', () => {
  it('monthly on the 31st: clamps to short months and comes back to the 31st', () => {
    expect(run('2026-01-31', 'monthly', 6)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it('monthly on the 30th and 29th through February of a leap year', () => {
    expect(run('2027-12-30', 'monthly', 4)).toEqual(['2027-12-30', '2028-01-30', '2028-02-29', '2028-03-30']);
    expect(run('2026-01-29', 'monthly', 3)).toEqual(['2026-01-29', '2026-02-28', '2026-03-29']);
  });

  it('quarterly from November 30 crosses the year and keeps the day', () => {
    expect(run('2026-11-30', 'quarterly', 5)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
      '2027-08-30',
      '2027-11-30',
    ]);
  });

  it('yearly from February 29 falls on the 28th, and on the 29th again in leap years', () => {
    expect(run('2028-02-29', 'yearly', 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('ordinary days stay put', () => {
    expect(run('2026-12-15', 'monthly', 3)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
  });
});
