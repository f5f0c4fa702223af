import { type Cents, cents } from '@hoa/contracts/money';
import { entryKinds } from '../../db/schema/books';
import {
  type StatementDocument,
  type StatementLine,
  statementLineKindLabel,
} from '../statements/statement-document';
import type { PlannedCharge } from './plan-due-dates';

/** How many coupons a "statement with coupons" carries. */
export const couponCount = 3;

/** The period's lines, oldest first, each with the running balance from `opening`. */
export function withRunningBalance(
  opening: number,
  rows: readonly { date: string; description: string; kind: string; amount: number }[],
): { lines: StatementLine[]; closing: Cents } {
  let balance = opening;
  const lines = rows.map((row) => {
    balance += row.amount;
    return { ...row, amount: cents(row.amount), balance: cents(balance) };
  });
  return { lines, closing: cents(balance) };
}

/** Totals and counts by kind over the period, in the books' order of kinds. */
export function chargeSummary(lines: readonly StatementLine[]): StatementDocument['chargeSummary'] {
  const byKind = new Map<string, { total: number; count: number }>();
  for (const line of lines) {
    const sum = byKind.get(line.kind) ?? { total: 0, count: 0 };
    byKind.set(line.kind, { total: sum.total + line.amount, count: sum.count + 1 });
  }
  const order = (kind: string) => {
    const index = (entryKinds as readonly string[]).indexOf(kind);
    return index === -1 ? entryKinds.length : index;
  };
  return [...byKind]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([kind, { total, count }]) => ({
      kind,
      label: statementLineKindLabel(kind),
      total: cents(total),
      count,
    }));
}

/**
 * The next due dates' coupons: the first asks for the balance owed plus that day's charges; a credit
 * carries forward and lowers later coupons, never below zero. With no plan (a special assessment), one
 * coupon for the balance owed, due today.
 */
export function coupons(
  closing: number,
  upcoming: readonly PlannedCharge[],
  today: string,
): StatementDocument['coupons'] {
  const dates = [...new Set(upcoming.map((charge) => charge.dueDate))].slice(0, couponCount);
  if (dates.length === 0) {
    return closing > 0 ? [{ dueDate: today, description: 'Balance due', amountDue: cents(closing) }] : [];
  }
  let carried = closing;
  return dates.map((dueDate) => {
    const due = upcoming.filter((charge) => charge.dueDate === dueDate);
    const owed = carried + due.reduce((sum, charge) => sum + charge.amount, 0);
    carried = Math.min(owed, 0);
    return {
      dueDate,
      description: due.map((charge) => charge.description).join(', '),
      amountDue: cents(Math.max(owed, 0)) as Cents,
    };
  });
}
