import { describe, expect, it } from 'vitest';
import {
  addDays,
  statementDurationLabel,
  statementDurationSchema,
  statementDurations,
  statementPeriod,
  statementTypeLabel,
  statementTypeSchema,
  statementTypes,
} from './statements';

describe('statement types and durations', () => {
  it('lists the SPEC labels in order', () => {
    expect(statementTypes.map((type) => type.label)).toEqual([
      'Transaction history',
      'Statement with coupons',
      'Statement with future charges',
      'Statement with charge summary',
    ]);
    expect(statementDurations.map((duration) => duration.label)).toEqual([
      'Last 30 days',
      'Last 60 days',
      'YTD',
      'Last calendar year',
      'Full history',
    ]);
    expect(statementTypeLabel('charge-summary')).toBe('Statement with charge summary');
    expect(statementDurationLabel('ytd')).toBe('YTD');
  });

  it('validates ids with zod', () => {
    expect(statementTypeSchema.parse('coupons')).toBe('coupons');
    expect(statementTypeSchema.options).toEqual([
      'transaction-history',
      'coupons',
      'future-charges',
      'charge-summary',
    ]);
    expect(statementTypeSchema.safeParse('Statement with coupons').success).toBe(false);
    expect(statementDurationSchema.parse('last-calendar-year')).toBe('last-calendar-year');
    expect(statementDurationSchema.safeParse('last-90-days').success).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
  });

  it('refuses malformed or impossible dates', () => {
    expect(() => addDays('2023-02-29', 0)).toThrow(RangeError);
    expect(() => addDays('2024-13-01', 0)).toThrow(RangeError);
    expect(() => addDays('2024-1-01', 0)).toThrow(RangeError);
    expect(() => addDays('2024-01-01T00:00:00Z', 0)).toThrow(RangeError);
  });
});

describe('statementPeriod', () => {
  it('last 30 and 60 days include today', () => {
    expect(statementPeriod('last-30-days', '2025-06-30', null)).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
    });
    expect(statementPeriod('last-60-days', '2025-06-30', null)).toEqual({
      from: '2025-05-02',
      to: '2025-06-30',
    });
  });

  it('last 30 days across a year boundary', () => {
    expect(statementPeriod('last-30-days', '2025-01-10', null)).toEqual({
      from: '2024-12-12',
      to: '2025-01-10',
    });
    expect(statementPeriod('last-60-days', '2025-01-01', null)).toEqual({
      from: '2024-11-03',
      to: '2025-01-01',
    });
  });

  it('counts February 29 in leap years and not otherwise', () => {
    expect(statementPeriod('last-30-days', '2024-03-15', null).from).toBe('2024-02-15');
    expect(statementPeriod('last-30-days', '2023-03-15', null).from).toBe('2023-02-14');
    expect(statementPeriod('last-60-days', '2024-03-31', null).from).toBe('2024-02-01');
    expect(statementPeriod('last-60-days', '2023-03-31', null).from).toBe('2023-01-31');
    expect(statementPeriod('last-30-days', '2024-02-29', null)).toEqual({
      from: '2024-01-31',
      to: '2024-02-29',
    });
  });

  it('YTD runs from January 1', () => {
    expect(statementPeriod('ytd', '2025-08-14', null)).toEqual({ from: '2025-01-01', to: '2025-08-14' });
    expect(statementPeriod('ytd', '2025-01-01', null)).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('last calendar year is the whole previous year', () => {
    expect(statementPeriod('last-calendar-year', '2025-01-01', null)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(statementPeriod('last-calendar-year', '2025-12-31', '2010-05-05')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });

  it('full history starts at the first activity, or today without any', () => {
    expect(statementPeriod('full-history', '2025-08-14', '2019-03-02')).toEqual({
      from: '2019-03-02',
      to: '2025-08-14',
    });
    expect(statementPeriod('full-history', '2025-08-14', null)).toEqual({
      from: '2025-08-14',
      to: '2025-08-14',
    });
    // A first activity dated after today (a scheduled charge) never makes an inverted period.
    expect(statementPeriod('full-history', '2025-08-14', '2025-09-01')).toEqual({
      from: '2025-08-14',
      to: '2025-08-14',
    });
  });

  it('refuses a malformed today', () => {
    expect(() => statementPeriod('ytd', '08/14/2025', null)).toThrow(RangeError);
    expect(() => statementPeriod('full-history', '2025-08-14', '2025-02-30')).toThrow(RangeError);
  });
});
