import { describe, expect, it } from 'vitest';
import { associationEntries, type DemoHistory, monthlyAssessments } from './account-history';

const plan = {
  id: 9,
  description: 'Monthly assessment',
  amount: 30_000,
  dueDay: 1,
  lateFee: 2_500,
  lateAfterDays: 15,
};
const fees = { cardBasisPoints: 295, bankFlat: 150 };

describe('monthlyAssessments', () => {
  it('bills each month, charges a late fee when unpaid by the 16th and collects it with the payment', () => {
    const history = monthlyAssessments(
      4,
      plan,
      {
        months: ['2026-09', '2026-10', '2026-11'],
        payDays: [5, 16, null],
        methods: ['check', 'card', 'check'],
      },
      '2026-11-20',
    );
    expect(history.charges.map((c) => [c.sourceKey, c.date, c.kind, c.amount])).toEqual([
      ['assessment:9:2026-09', '2026-09-01', 'assessment', 30_000],
      ['assessment:9:2026-10', '2026-10-01', 'assessment', 30_000],
      ['late_fee:9:2026-10', '2026-10-16', 'late_fee', 2_500],
      ['assessment:9:2026-11', '2026-11-01', 'assessment', 30_000],
      ['late_fee:9:2026-11', '2026-11-16', 'late_fee', 2_500],
    ]);
    expect(history.payments.map((p) => [p.date, p.amount, p.method])).toEqual([
      ['2026-09-05', 30_000, 'check'],
      ['2026-10-16', 32_500, 'card'],
    ]);
    expect(history.charges[0]?.memo).toBe('Monthly assessment — September 2026');
  });

  it('posts nothing after today', () => {
    const history = monthlyAssessments(
      4,
      plan,
      { months: ['2026-11'], payDays: [12], methods: ['check'] },
      '2026-11-10',
    );
    expect(history.charges.map((c) => c.kind)).toEqual(['assessment']);
    expect(history.payments).toEqual([]);
  });
});

describe('associationEntries', () => {
  const history = (subLedgerId: number, method: 'check' | 'card' | 'bank'): DemoHistory =>
    monthlyAssessments(
      subLedgerId,
      plan,
      { months: ['2026-10'], payDays: [6], methods: [method] },
      '2026-10-07',
    );

  it('posts a run as one entry, the day’s checks as one deposit, and portal payments with their fees', () => {
    const entries = associationEntries(
      1,
      [history(1, 'check'), history(2, 'check'), history(3, 'card')],
      fees,
      '2026-10-07',
    );
    const summary = entries.map((e) => [e.kind, e.sourceKey, e.lines.length]);
    expect(summary).toEqual([
      ['assessment', 'assessment:9:2026-10', 4],
      ['payment', 'demo-lockbox:1:2026-10-06', 3],
      ['processing_fee', 'demo-payment:3:2026-10:processing_fee', 2],
      ['payment', 'demo-payment:3:2026-10', 2],
    ]);
    // settles on the 8th (two business days after the 6th): still in transit on the 7th
    expect(entries.some((e) => e.kind === 'settlement')).toBe(false);
    for (const entry of entries) expect(entry.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
    const fee = entries.find((e) => e.kind === 'processing_fee');
    expect(fee?.lines[0]?.amount).toBe(885);
  });

  it('moves settled portal payments to cash with one deposit a day', () => {
    const entries = associationEntries(1, [history(1, 'bank'), history(2, 'card')], fees, '2026-10-31');
    const deposits = entries.filter((e) => e.kind === 'settlement');
    expect(deposits.map((e) => [e.effectiveDate, e.lines[0]?.amount])).toEqual([
      ['2026-10-08', 30_150 + 30_885],
    ]);
  });
});
