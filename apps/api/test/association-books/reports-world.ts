import { type Cents, cents } from '@hoa/contracts/money';
import { fixedClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import { budgets } from '../../src/db/schema/association-books';
import type { EntryKind, GlAccountCode } from '../../src/db/schema/books';
import { postEntry } from '../../src/modules/books/post-entry';
import { createFactories } from '../../src/seed/factories';
import { associationsApi, signIn } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';

/** Reports are read at this instant: "today" is 2026-03-15 in the association's zone. */
export const reportsNow = new Date('2026-03-15T16:00:00Z');

export interface ReportsWorld {
  test: TestApp;
  db: Db;
  associationId: number;
  otherAssociationId: number;
  subLedgers: { first: number; second: number };
  accounts: Record<'operating' | 'reserve' | 'receivable' | 'landscaping' | 'utilities', number>;
  tokens: { board: string; homeowner: string; otherBoard: string; staff: string };
  /** `/svc/associations/api/Board/Associations/{id}/Reports/{path}`. */
  url(path: string, associationId?: number): string;
}

/**
 * An association's books built by hand (amounts in cents), worked out in reports.test.ts:
 * opening balances at the end of 2025 (operating 10,000.00, reserve 50,000.00), a December 2025
 * assessment, January assessments, a payment settled to operating cash and one still in transit, an
 * invoice paid and one owed, a transfer to the reserve and a late fee.
 */
export async function reportsWorld(kind: DbKind): Promise<ReportsWorld> {
  const test = await buildTestApp(kind, { clock: fixedClock(reportsNow) });
  const db = test.database.db;
  const make = createFactories(db);
  const company = await make.managementCompany();
  const association = await make.association({ managementCompanyId: company.id, name: 'Willow Creek' });
  const other = await make.association({ managementCompanyId: company.id, name: 'Other Glen' });
  const person = async (associationId: number, role: 'board_member' | 'homeowner', isStaff = false) => {
    const user = await make.user({ managementCompanyId: company.id, isStaff });
    if (!isStaff) await make.membership(user.id, associationId, role);
    return signIn(test.app, { userId: user.id, customer: company.code });
  };
  const tokens = {
    board: await person(association.id, 'board_member'),
    homeowner: await person(association.id, 'homeowner'),
    otherBoard: await person(other.id, 'board_member'),
    staff: await person(association.id, 'homeowner', true),
  };
  await make.books.bankAccount(association.id, 'operating');
  await make.books.bankAccount(association.id, 'reserve');
  const landscaping = await make.books.expenseAccount(association.id, 'landscaping', 'Landscaping');
  const utilities = await make.books.expenseAccount(association.id, 'utilities', 'Utilities');
  const first = (await make.subLedger({ associationId: association.id })).id;
  const second = (await make.subLedger({ associationId: association.id })).id;
  const associationId = association.id;

  let n = 0;
  const post = (
    kindOf: EntryKind,
    effectiveDate: string,
    lines: { account: GlAccountCode; amount: number; subLedgerId?: number }[],
  ) => {
    n += 1;
    return postEntry(db, {
      associationId,
      kind: kindOf,
      memo: `${kindOf} ${n}`,
      effectiveDate,
      postedAt: new Date(`${effectiveDate}T12:00:00Z`),
      sourceKey: `reports-test:${associationId}:${n}`,
      lines: lines.map((line) => ({ ...line, amount: cents(line.amount) as Cents })),
    });
  };
  await post('opening_balance', '2025-12-31', [
    { account: 'operating_cash', amount: 1_000_000 },
    { account: 'reserve_cash', amount: 5_000_000 },
    { account: 'fund_balance', amount: -6_000_000 },
  ]);
  await post('assessment', '2025-12-01', [
    { account: 'receivable', subLedgerId: first, amount: 30_000 },
    { account: 'assessment_income', amount: -30_000 },
  ]);
  await post('assessment', '2026-01-01', [
    { account: 'receivable', subLedgerId: first, amount: 25_000 },
    { account: 'receivable', subLedgerId: second, amount: 25_000 },
    { account: 'assessment_income', amount: -50_000 },
  ]);
  await post('payment', '2026-01-10', [
    { account: 'cash_clearing', amount: 25_000 },
    { account: 'receivable', subLedgerId: first, amount: -25_000 },
  ]);
  await post('settlement', '2026-01-12', [
    { account: 'operating_cash', amount: 25_000 },
    { account: 'cash_clearing', amount: -25_000 },
  ]);
  await post('invoice', '2026-01-15', [
    { account: 'expense_landscaping', amount: 45_000 },
    { account: 'accounts_payable', amount: -45_000 },
  ]);
  await post('invoice_payment', '2026-01-20', [
    { account: 'accounts_payable', amount: 45_000 },
    { account: 'operating_cash', amount: -45_000 },
  ]);
  await post('payment', '2026-02-01', [
    { account: 'cash_clearing', amount: 10_000 },
    { account: 'receivable', subLedgerId: second, amount: -10_000 },
  ]);
  await post('invoice', '2026-02-10', [
    { account: 'expense_utilities', amount: 12_000 },
    { account: 'accounts_payable', amount: -12_000 },
  ]);
  await post('transfer', '2026-02-15', [
    { account: 'reserve_cash', amount: 100_000 },
    { account: 'operating_cash', amount: -100_000 },
  ]);
  await post('late_fee', '2026-02-16', [
    { account: 'receivable', subLedgerId: second, amount: 2_500 },
    { account: 'late_fee_income', amount: -2_500 },
  ]);
  const accountId = (code: string) => make.books.accountId(associationId, code);
  const accounts = {
    operating: await accountId('operating_cash'),
    reserve: await accountId('reserve_cash'),
    receivable: await accountId('receivable'),
    landscaping: landscaping.id,
    utilities: utilities.id,
  };
  const assessmentIncome = await accountId('assessment_income');
  await db.insert(budgets).values([
    { associationId, glAccountId: assessmentIncome, fiscalYear: 2025, amount: 480_000 },
    { associationId, glAccountId: assessmentIncome, fiscalYear: 2026, amount: 600_000 },
    { associationId, glAccountId: landscaping.id, fiscalYear: 2026, amount: 300_000 },
    { associationId, glAccountId: utilities.id, fiscalYear: 2026, amount: 100_000 },
  ]);
  return {
    test,
    db,
    associationId,
    otherAssociationId: other.id,
    subLedgers: { first, second },
    accounts,
    tokens,
    url: (path, id = associationId) => `${associationsApi}/Board/Associations/${id}/Reports/${path}`,
  };
}
