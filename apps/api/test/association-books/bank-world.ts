import { cents } from '@hoa/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { bankAccounts } from '../../src/db/schema/association-books';
import { journalLines } from '../../src/db/schema/books';
import { managementCompanies } from '../../src/db/schema/management-companies';
import { postEntry } from '../../src/modules/books/post-entry';
import { demoCompany } from '../../src/seed/demo';
import { createFactories } from '../../src/seed/factories';
import { associationsApi, signIn } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

/** Seeded at a fixed instant, so "today" and the entries' dates are known. */
export const bankNow = new Date('2026-11-20T16:00:00Z');

export interface BankWorld extends World {
  test: TestApp;
  /** Staff mimicking the demo board member: reads what the board reads, never writes. */
  mimicBoardToken: string;
  /** An association of the demo company with no books yet (the demo gives the others theirs). */
  fresh: number;
  board: (associationId: number) => string;
  staff: (associationId: number) => string;
}

export async function bankWorld(kind: DbKind): Promise<BankWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(bankNow) });
  const world = await signInEveryone(test);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'bank-mimic-board',
  });
  const [company] = await test.database.db
    .select({ id: managementCompanies.id })
    .from(managementCompanies)
    .where(eq(managementCompanies.code, demoCompany.code));
  const fresh = await createFactories(test.database.db, 17).association({
    managementCompanyId: company?.id as number,
  });
  return {
    ...world,
    test,
    fresh: fresh.id,
    mimicBoardToken,
    board: (associationId) => `${associationsApi}/Board/Associations/${associationId}`,
    staff: (associationId) => `${associationsApi}/Staff/Associations/${associationId}`,
  };
}

/** The association's bank account of that fund: the demo's when there is one, else a new one. */
export async function bankAccountOf(
  world: BankWorld,
  associationId: number,
  fund: 'operating' | 'reserve' = 'operating',
) {
  const db = world.test.database.db;
  const books = createFactories(db, 71).books;
  const glAccountId = await books.accountId(associationId, `${fund}_cash`);
  const [existing] = await db.select().from(bankAccounts).where(eq(bankAccounts.glAccountId, glAccountId));
  return existing ?? (await books.bankAccount(associationId, fund));
}

/** Posts deposits (positive) and withdrawals (negative) to a fund's cash, against the fund balance. */
export async function postCash(
  world: BankWorld,
  associationId: number,
  lines: { date: string; amount: number; memo?: string }[],
  fund: 'operating' | 'reserve' = 'operating',
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    await postEntry(world.test.database.db, {
      associationId,
      kind: 'transfer',
      memo: line.memo ?? `Test ${fund} cash ${index + 1}`,
      effectiveDate: line.date,
      postedAt: bankNow,
      sourceKey: `bank-test:${associationId}:${fund}:${line.date}:${index}:${line.amount}`,
      lines: [
        { account: `${fund}_cash`, amount: cents(line.amount) },
        { account: 'fund_balance', amount: cents(-line.amount) },
      ],
    });
  }
}

/**
 * The register recomputed from the journal lines themselves (the oracle): every line of the cash
 * account, newest first, each with the sum of the lines up to and including it.
 */
export async function registerFromLines(
  world: BankWorld,
  glAccountId: number,
  range: { from?: string; to?: string } = {},
) {
  const db = world.test.database.db;
  const all = await db
    .select({ id: journalLines.id, date: journalLines.effectiveDate, amount: journalLines.amount })
    .from(journalLines)
    .where(eq(journalLines.glAccountId, glAccountId))
    .orderBy(asc(journalLines.effectiveDate), asc(journalLines.id));
  let running = 0;
  const withBalance = all.map((line) => {
    running += line.amount;
    return { ...line, balance: running };
  });
  return withBalance
    .filter((line) => (!range.from || line.date >= range.from) && (!range.to || line.date <= range.to))
    .reverse();
}

/** The sum of the cash account's journal lines, straight from the table. */
export async function sumOfLines(world: BankWorld, glAccountId: number, onOrBefore?: string) {
  const [row] = await world.test.database.db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.glAccountId, glAccountId),
        onOrBefore ? sql`${journalLines.effectiveDate} <= ${onOrBefore}::date` : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}
