import type { IncomeStatement, IncomeStatementLine } from '@hoa/contracts/association-reports';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { budgets } from '../../db/schema/association-books';
import { accountTotals, byReadingOrder, percentOf, reportAssociation } from './report-books';

/** The calendar months `from`–`to` touches, per year: { 2025: 2, 2026: 11 }. */
export function monthsTouched(from: string, to: string): Map<number, number> {
  const months = new Map<number, number>();
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.set(year, (months.get(year) ?? 0) + 1);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** An annual budget for `months` twelfths of its year, in whole cents (half a cent rounds up). */
export function prorateBudget(annual: number, months: number): number {
  return Math.floor((annual * months * 2 + 12) / 24);
}

/**
 * Income and expense for a period against the budget: each account's lines in the period (income as
 * credits, expense as debits) and its annual budget prorated by the whole calendar months the period
 * touches (a period inside one month carries a twelfth of that year's budget). The variance is
 * favourable positive: income above budget, expense below it.
 */
export async function buildIncomeStatement(
  db: Db,
  options: { associationId: number; from: string; to: string; now: Date },
): Promise<IncomeStatement> {
  const { associationId, from, to } = options;
  const association = await reportAssociation(db, associationId, options.now);
  const months = monthsTouched(from, to);
  const years = [...months.keys()];
  const [accounts, budgetRows] = await Promise.all([
    accountTotals(db, { associationId, from, to }),
    db
      .select()
      .from(budgets)
      .where(
        and(
          eq(budgets.associationId, associationId),
          gte(budgets.fiscalYear, years[0] ?? 0),
          lte(budgets.fiscalYear, years.at(-1) ?? 0),
        ),
      ),
  ]);
  const budgetOf = (accountId: number) =>
    budgetRows
      .filter((row) => row.glAccountId === accountId)
      .reduce((total, row) => total + prorateBudget(row.amount, months.get(row.fiscalYear) ?? 0), 0);
  const lines = (kind: 'income' | 'expense'): IncomeStatementLine[] =>
    accounts
      .filter((account) => account.kind === kind)
      .sort(byReadingOrder)
      .map((account) => {
        const actual = kind === 'income' ? -account.during : account.during;
        const budget = budgetOf(account.id);
        const variance = kind === 'income' ? actual - budget : budget - actual;
        return {
          accountId: account.id,
          code: account.code,
          name: account.name,
          actual,
          budget,
          variance,
          variancePercent: percentOf(variance, budget),
        };
      });
  const income = lines('income');
  const expenses = lines('expense');
  const total = (items: IncomeStatementLine[], kind: 'income' | 'expense') => {
    const actual = items.reduce((sum, line) => sum + line.actual, 0);
    const budget = items.reduce((sum, line) => sum + line.budget, 0);
    const variance = kind === 'income' ? actual - budget : budget - actual;
    return { actual, budget, variance, variancePercent: percentOf(variance, budget) };
  };
  const totalIncome = total(income, 'income');
  const totalExpenses = total(expenses, 'expense');
  const netBudget = totalIncome.budget - totalExpenses.budget;
  const netVariance = totalIncome.variance + totalExpenses.variance;
  return {
    associationName: association.name,
    from,
    to,
    budgetMonths: [...months.values()].reduce((sum, count) => sum + count, 0),
    income,
    expenses,
    totalIncome,
    totalExpenses,
    netIncome: {
      actual: totalIncome.actual - totalExpenses.actual,
      budget: netBudget,
      variance: netVariance,
      variancePercent: percentOf(netVariance, Math.abs(netBudget)),
    },
  };
}
