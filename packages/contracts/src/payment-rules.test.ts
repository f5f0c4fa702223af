import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { addMonths, calendarDateIn, computeFees, editCutoff, isBeforeCutoff } from './payment-rules';

const percent = (basisPoints: number) => ({
  feeType: 'percent' as const,
  feeBasisPoints: basisPoints,
  feeFlat: 0,
});
const flat = (amount: number) => ({ feeType: 'flat' as const, feeBasisPoints: 0, feeFlat: amount });

describe('computeFees', () => {
  it('adds no large-amount fee at exactly $2,000.00 and adds it at $2,000.01', () => {
    expect(computeFees(cents(200_000), flat(0), 100)).toEqual({
      amount: 200_000,
      processingFee: 0,
      largeAmountFee: 0,
      total: 200_000,
    });
    expect(computeFees(cents(200_001), flat(0), 100)).toEqual({
      amount: 200_001,
      processingFee: 0,
      largeAmountFee: 2_000,
      total: 202_001,
    });
  });

  it('rounds percentage fees half-up to the cent', () => {
    // 2.95 % of $10.50 = 30.975 cents → 31; of $10.00 = 29.5 → 30; of $1.00 = 2.95 → 3
    expect(computeFees(cents(1_050), percent(295), 0).processingFee).toBe(31);
    expect(computeFees(cents(1_000), percent(295), 0).processingFee).toBe(30);
    expect(computeFees(cents(100), percent(295), 0).processingFee).toBe(3);
    // 1 % of $2,000.50 = 2000.5 cents → 2001
    expect(computeFees(cents(200_050), percent(0), 100).largeAmountFee).toBe(2_001);
  });

  it('charges a flat fee as is, and sums the total exactly', () => {
    expect(computeFees(cents(123_456), flat(150), 0)).toEqual({
      amount: 123_456,
      processingFee: 150,
      largeAmountFee: 0,
      total: 123_606,
    });
    const big = computeFees(cents(987_654_32), percent(295), 125);
    expect(big.total).toBe(big.amount + big.processingFee + big.largeAmountFee);
  });

  it('refuses a zero or negative amount', () => {
    expect(() => computeFees(cents(0), flat(0), 0)).toThrow(RangeError);
    expect(() => computeFees(cents(-1), flat(0), 0)).toThrow(RangeError);
  });
});

describe('editCutoff: 8:00pm Eastern on the day before the scheduled date', () => {
  it('is 01:00 UTC in winter (EST) and 00:00 UTC in summer (EDT)', () => {
    expect(editCutoff('2026-01-15').toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(editCutoff('2026-07-15').toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('is right across the spring change (2026-03-08) and the autumn change (2026-11-01)', () => {
    // the day before 2026-03-09 is 2026-03-08, already EDT at 8pm
    expect(editCutoff('2026-03-09').toISOString()).toBe('2026-03-09T00:00:00.000Z');
    // the day before 2026-03-08 is 2026-03-07, still EST
    expect(editCutoff('2026-03-08').toISOString()).toBe('2026-03-08T01:00:00.000Z');
    // the day before 2026-11-02 is 2026-11-01, back to EST at 8pm
    expect(editCutoff('2026-11-02').toISOString()).toBe('2026-11-02T01:00:00.000Z');
    // the day before 2026-11-01 is 2026-10-31, still EDT
    expect(editCutoff('2026-11-01').toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('allows 19:59:59 Eastern and refuses 20:00:00 Eastern', () => {
    for (const [date, lastMoment] of [
      ['2026-03-09', '2026-03-08T23:59:59.000Z'],
      ['2026-03-08', '2026-03-08T00:59:59.000Z'],
      ['2026-11-02', '2026-11-02T00:59:59.000Z'],
      ['2026-11-01', '2026-10-31T23:59:59.000Z'],
    ] as const) {
      const last = new Date(lastMoment);
      expect(isBeforeCutoff(date, last)).toBe(true);
      expect(isBeforeCutoff(date, new Date(last.getTime() + 1_000))).toBe(false);
    }
  });
});

describe('dates', () => {
  it('gives the calendar date in a time zone', () => {
    expect(calendarDateIn(new Date('2026-11-22T03:00:00Z'), 'America/New_York')).toBe('2026-11-21');
    expect(calendarDateIn(new Date('2026-11-22T03:00:00Z'), 'UTC')).toBe('2026-11-22');
  });

  it('adds months keeping the day, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 12)).toBe('2027-12-15');
  });
});
