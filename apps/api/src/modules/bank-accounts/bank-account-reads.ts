import {
  type BankAccount,
  type BankFund,
  bankAccountMessages,
  type ReconciliationItem,
  type RegisterItem,
  type RegisterPage,
  type RegisterRange,
} from '@hoa/contracts/bank-accounts';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { bankAccounts, bankStatementBalances } from '../../db/schema/association-books';
import { glAccounts, journalEntries, journalLines } from '../../db/schema/books';
import { AppError } from '../../errors/app-error';
import { decodeRunningBalanceCursor, malformedCursor, runningBalancePage } from '../books/running-balance';

/** A bank account with the cash account of the books behind it. */
export interface BankAccountRow {
  id: number;
  associationId: number;
  glAccountId: number;
  name: string;
  bankName: string;
  lastFour: string;
  accountType: BankAccount['accountType'];
  fund: BankFund;
}

export const fundOfCode = (code: string): BankFund => (code === 'reserve_cash' ? 'reserve' : 'operating');
export const cashCodeOf = (fund: BankFund) => (fund === 'reserve' ? 'reserve_cash' : 'operating_cash');

const accountColumns = {
  id: bankAccounts.id,
  associationId: bankAccounts.associationId,
  glAccountId: bankAccounts.glAccountId,
  name: bankAccounts.name,
  bankName: bankAccounts.bankName,
  lastFour: bankAccounts.lastFour,
  accountType: bankAccounts.accountType,
  code: glAccounts.code,
};

const toRow = ({ code, ...row }: { code: string } & Omit<BankAccountRow, 'fund'>): BankAccountRow => ({
  ...row,
  fund: fundOfCode(code),
});

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such bank account.' });

/** The association's bank account, or 404 (another association's account is not known here). */
export async function loadBankAccount(
  db: Db,
  associationId: number,
  bankAccountId: number,
): Promise<BankAccountRow> {
  const [row] = await db
    .select(accountColumns)
    .from(bankAccounts)
    .innerJoin(glAccounts, eq(glAccounts.id, bankAccounts.glAccountId))
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.associationId, associationId)));
  if (!row) throw notFound();
  return toRow(row);
}

/** The sum of a cash account's journal lines, all of them or those dated on or before `onOrBefore`. */
const bookBalanceSql = (glAccountId: number, onOrBefore?: string) =>
  sql<string>`(select coalesce(sum(jl.amount), 0) from ${journalLines} jl where jl.gl_account_id = ${glAccountId}${
    onOrBefore === undefined ? sql`` : sql` and jl.effective_date <= ${onOrBefore}::date`
  })`;

/**
 * Each statement balance staff entered for the account, newest first, against the books' balance of
 * its cash account at the end of the statement day; the difference is the statement's minus the books'.
 */
export async function reconciliationOf(
  db: Db,
  account: BankAccountRow,
  limit?: number,
): Promise<ReconciliationItem[]> {
  const query = db
    .select({
      statementDate: bankStatementBalances.statementDate,
      statementBalance: bankStatementBalances.balance,
      enteredAt: bankStatementBalances.enteredAt,
      bookBalance: sql<string>`(select coalesce(sum(jl.amount), 0) from ${journalLines} jl where jl.gl_account_id = ${account.glAccountId} and jl.effective_date <= ${bankStatementBalances.statementDate})`,
    })
    .from(bankStatementBalances)
    .where(eq(bankStatementBalances.bankAccountId, account.id))
    .orderBy(desc(bankStatementBalances.statementDate));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => {
    const bookBalance = Number(row.bookBalance);
    const difference = row.statementBalance - bookBalance;
    return {
      statementDate: row.statementDate,
      statementBalance: row.statementBalance,
      bookBalance,
      difference,
      reconciled: difference === 0,
      enteredAt: row.enteredAt.toISOString(),
    };
  });
}

/** The association's bank accounts (operating first), each with its balance from the books. */
export async function listBankAccounts(db: Db, associationId: number): Promise<BankAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(bankAccounts)
    .innerJoin(glAccounts, eq(glAccounts.id, bankAccounts.glAccountId))
    .where(eq(bankAccounts.associationId, associationId))
    .orderBy(asc(glAccounts.code), asc(bankAccounts.id));
  return Promise.all(
    rows.map(async (raw) => {
      const account = toRow(raw);
      const [balance, [latest]] = await Promise.all([
        bookBalanceOn(db, account),
        reconciliationOf(db, account, 1),
      ]);
      const { id, name, bankName, lastFour, accountType, fund } = account;
      return {
        id,
        name,
        bankName,
        lastFour,
        accountType,
        fund,
        balance,
        latestStatement: latest ?? null,
      };
    }),
  );
}

function checkRange(range: RegisterRange): void {
  if (range.from && range.to && range.from > range.to) {
    throw new AppError('VALIDATION_FAILED', bankAccountMessages.rangeOrder, {
      detail: `querystring.from: ${bankAccountMessages.rangeOrder}`,
    });
  }
}

const inRange = (range: RegisterRange) =>
  and(
    range.from ? gte(journalLines.effectiveDate, range.from) : undefined,
    range.to ? lte(journalLines.effectiveDate, range.to) : undefined,
  );

const lineColumns = {
  id: journalLines.id,
  entryId: journalLines.entryId,
  date: journalLines.effectiveDate,
  description: journalEntries.memo,
  kind: journalEntries.kind,
  amount: journalLines.amount,
};

/**
 * One page of the account's register within the range, newest first by (date, line id), each line with
 * the running balance after it (the keyset pages of `books/running-balance.ts`): the first page sums
 * the lines up to the range's end, later pages carry the balance in the cursor.
 */
export async function registerPage(
  db: Db,
  account: BankAccountRow,
  query: RegisterRange & { limit: number; cursor?: string | undefined },
): Promise<RegisterPage> {
  checkRange(query);
  const cursor = query.cursor === undefined ? null : decodeRunningBalanceCursor(query.cursor, account.id);
  if (cursor && ((query.from && cursor.date < query.from) || (query.to && cursor.date > query.to))) {
    throw malformedCursor(bankAccountMessages.cursorOutsideRange);
  }
  const [rows, top] = await Promise.all([
    db
      .select(lineColumns)
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalLines.glAccountId, account.glAccountId),
          inRange(query),
          cursor
            ? sql`(${journalLines.effectiveDate}, ${journalLines.id}) < (${cursor.date}::date, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(journalLines.effectiveDate), desc(journalLines.id))
      .limit(query.limit + 1),
    cursor ? Promise.resolve(cursor.balanceBefore) : bookBalanceOn(db, account, query.to),
  ]);
  const page = runningBalancePage(rows, query.limit, top, account.id);
  return { bankAccountId: account.id, balance: top, ...page };
}

/** The account's book balance: of all its lines, or at the end of a day. */
export async function bookBalanceOn(db: Db, account: BankAccountRow, day?: string): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select ${bookBalanceSql(account.glAccountId, day)} as balance`,
  );
  return Number(row?.balance ?? 0);
}

/** Every register line of the range, newest first, with running balances (the CSV export). */
export async function registerLines(
  db: Db,
  account: BankAccountRow,
  range: RegisterRange,
): Promise<RegisterItem[]> {
  checkRange(range);
  const [rows, top] = await Promise.all([
    db
      .select(lineColumns)
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalLines.glAccountId, account.glAccountId), inRange(range)))
      .orderBy(desc(journalLines.effectiveDate), desc(journalLines.id)),
    bookBalanceOn(db, account, range.to),
  ]);
  return runningBalancePage(rows, rows.length, top, account.id).items;
}
