import { describe, expect, it } from 'vitest';
import { plannedCharges } from './plan-due-dates';

const plan = (id: number, dueDay: number) => ({ id, description: `Plan ${id}`, amount: 1_000 * id, dueDay });

describe('plannedCharges', () => {
  it('gives each due date in the range, both ends included, oldest first', () => {
    expect(plannedCharges([plan(1, 1)], '2026-11-01', '2027-01-01').map((c) => c.dueDate)).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
    expect(plannedCharges([plan(1, 15)], '2026-03-16', '2026-04-14')).toEqual([]);
  });

  it('orders several plans by date, then plan', () => {
    const charges = plannedCharges([plan(2, 10), plan(1, 28)], '2026-02-01', '2026-03-15');
    expect(charges.map((c) => [c.dueDate, c.planId, c.amount])).toEqual([
      ['2026-02-10', 2, 2_000],
      ['2026-02-28', 1, 1_000],
      ['2026-03-10', 2, 2_000],
    ]);
  });
});
