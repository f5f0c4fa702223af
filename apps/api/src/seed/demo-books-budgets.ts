import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database';
import { bankAccounts, bankStatementBalances, budgets, vendorInvoices } from '../db/schema/association-books';
import type { DemoBooksPeople } from './demo-association-books';
import type { DemoAssociation } from './demo-associations';
import type { DemoExpenseAccount } from './demo-vendor-plans';
import type { Random } from './random';

/** Month-end statement balances are entered for this many past months. */
const statementMonths = 6;
const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

/**
 * The demo association's budgets (each year it has books for: every expense account at about what it
 * spent a year, growing 3% a year; assessment and late fee income) and the month-end bank statement
 * balances staff entered: equal to the books, except the latest operating statement, which has not yet
 * seen the vendor payments of its last week (checks in transit), so it shows a difference.
 */
export async function seedDemoBudgetsAndStatements(
  db: Db,
  options: {
    associationId: number;
    spec: DemoAssociation;
    expenseAccounts: readonly DemoExpenseAccount[];
    months: string[];
    today: string;
    random: Random;
    people: DemoBooksPeople;
    accountId: (code: string) => number;
  },
): Promise<void> {
  const { associationId, spec, expenseAccounts, months, today, random, people, accountId } = options;
  const invoices = await db
    .select({ glAccountId: vendorInvoices.glAccountId, amount: vendorInvoices.amount })
    .from(vendorInvoices)
    .where(eq(vendorInvoices.associationId, associationId));
  const spentPerYear = (glAccountId: number) =>
    (invoices.filter((row) => row.glAccountId === glAccountId).reduce((sum, row) => sum + row.amount, 0) *
      12) /
    months.length;
  const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
  const firstYear = years[0] as number;
  const rows = years.flatMap((fiscalYear) => {
    const growth = 1.03 ** (fiscalYear - firstYear);
    const expenses = expenseAccounts.map((account) => {
      const glAccountId = accountId(`expense_${account.slug}`);
      const amount = roundTo(spentPerYear(glAccountId) * growth * (0.94 + random.next() * 0.1), 10_000);
      return { associationId, glAccountId, fiscalYear, amount };
    });
    // assessments stay as the books charge them; expenses grow
    const assessments = spec.propertyCount * spec.assessment.amount * 12;
    return [
      ...expenses,
      {
        associationId,
        glAccountId: accountId('assessment_income'),
        fiscalYear,
        amount: assessments,
      },
      {
        associationId,
        glAccountId: accountId('late_fee_income'),
        fiscalYear,
        amount: roundTo(spec.assessment.lateFee * 36 * growth, 10_000),
      },
    ];
  });
  await db.insert(budgets).values(rows);

  const accounts = await db
    .select({ id: bankAccounts.id, glAccountId: bankAccounts.glAccountId })
    .from(bankAccounts)
    .where(eq(bankAccounts.associationId, associationId));
  const monthEnds = months
    .map((month) => addCalendarDays(`${month}-01`, -1))
    .filter((date) => date < today)
    .slice(-statementMonths);
  const latest = monthEnds.at(-1);
  const statements = [];
  for (const account of accounts) {
    for (const date of monthEnds) {
      let balance = await bookBalance(db, account.glAccountId, date);
      if (date === latest && account.glAccountId === accountId('operating_cash')) {
        balance += await paidWithin(db, associationId, addCalendarDays(date, -6), date);
      }
      statements.push({
        bankAccountId: account.id,
        statementDate: date,
        balance,
        enteredByUserId: people.staff,
        enteredAt: new Date(`${addCalendarDays(date, 6)}T14:00:00Z`),
      });
    }
  }
  if (statements.length > 0) await db.insert(bankStatementBalances).values(statements);
}

async function bookBalance(db: Db, glAccountId: number, asOf: string): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(amount), 0) as balance from journal_lines
        where gl_account_id = ${glAccountId} and effective_date <= ${asOf}::date`,
  );
  return Number(row?.balance ?? 0);
}

/** Vendor payments made from `from` to `to` (inclusive): the checks a statement may not have seen. */
async function paidWithin(db: Db, associationId: number, from: string, to: string): Promise<number> {
  const paid = await db
    .select({ amount: vendorInvoices.amount, paidOn: vendorInvoices.paidOn })
    .from(vendorInvoices)
    .where(and(eq(vendorInvoices.associationId, associationId), inArray(vendorInvoices.status, ['paid'])));
  return paid
    .filter((row) => row.paidOn !== null && row.paidOn >= from && row.paidOn <= to)
    .reduce((sum, row) => sum + row.amount, 0);
}
