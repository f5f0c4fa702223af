import { describe, expect, it } from 'vitest';
import { chargeSummary, coupons, withRunningBalance } from './statement-document-parts';

const charge = (dueDate: string, amount = 30_000) => ({
  planId: 1,
  dueDate,
  description: 'Monthly assessment',
  amount,
});
const upcoming = [charge('2026-12-01'), charge('2027-01-01'), charge('2027-02-01'), charge('2027-03-01')];

describe('statement parts', () => {
  it('runs the balance from the opening balance', () => {
    const { lines, closing } = withRunningBalance(1_000, [
      { date: '2026-11-01', description: 'A', kind: 'assessment', amount: 30_000 },
      { date: '2026-11-05', description: 'B', kind: 'payment', amount: -31_000 },
    ]);
    expect(lines.map((line) => line.balance)).toEqual([31_000, 0]);
    expect(closing).toBe(0);
  });

  it('sums by kind in the books’ order of kinds', () => {
    const { lines } = withRunningBalance(0, [
      { date: '2026-11-05', description: 'P', kind: 'payment', amount: -100 },
      { date: '2026-11-01', description: 'A', kind: 'assessment', amount: 300 },
      { date: '2026-11-02', description: 'A', kind: 'assessment', amount: 200 },
    ]);
    expect(chargeSummary(lines)).toEqual([
      { kind: 'assessment', label: 'Assessment', total: 500, count: 2 },
      { kind: 'payment', label: 'Payment', total: -100, count: 1 },
    ]);
  });

  it('asks for the balance owed on the first coupon, and carries a credit forward', () => {
    expect(coupons(12_500, upcoming, '2026-11-20').map((c) => [c.dueDate, c.amountDue])).toEqual([
      ['2026-12-01', 42_500],
      ['2027-01-01', 30_000],
      ['2027-02-01', 30_000],
    ]);
    expect(coupons(-45_000, upcoming, '2026-11-20').map((c) => c.amountDue)).toEqual([0, 15_000, 30_000]);
  });

  it('without plans: one coupon for the balance owed, due today, or none', () => {
    expect(coupons(90_000, [], '2026-11-20')).toEqual([
      { dueDate: '2026-11-20', description: 'Balance due', amountDue: 90_000 },
    ]);
    expect(coupons(0, [], '2026-11-20')).toEqual([]);
  });
});
