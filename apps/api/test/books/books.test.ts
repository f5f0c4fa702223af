import { cents } from '@hoa/contracts/money';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { glAccounts, journalEntries, journalLines, subLedgerTotals } from '../../src/db/schema/books';
import { bookIntegrity, subLedgerBalance } from '../../src/modules/books/balances';
import { postEntries } from '../../src/modules/books/post-entries';
import {
  ensureChartOfAccounts,
  postEntry,
  reverseEntry,
  UnbalancedEntryError,
} from '../../src/modules/books/post-entry';
import { createFactories } from '../../src/seed/factories';
import { createTestDatabase, forEachDatabase } from '../helper';

async function setup(db: Db) {
  const factories = createFactories(db);
  const association = await factories.association();
  await ensureChartOfAccounts(db, association.id);
  const account = async () => {
    const subLedger = await factories.subLedger({ associationId: association.id });
    return subLedger.id;
  };
  return { associationId: association.id, subLedgerId: await account(), account };
}

const assessment = (associationId: number, subLedgerId: number, sourceKey: string, amount = 25_000) => ({
  associationId,
  kind: 'assessment' as const,
  memo: 'Monthly assessment',
  effectiveDate: '2026-11-01',
  postedAt: new Date('2026-11-01T05:00:00Z'),
  sourceKey,
  lines: [
    { account: 'receivable' as const, subLedgerId, amount: cents(amount) },
    { account: 'assessment_income' as const, amount: cents(-amount) },
  ],
});

/** The messages of a rejection and its causes (drizzle wraps the database's error). */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const messages: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause)
      messages.push(current.message);
    return messages.join(' | ');
  }
  throw new Error('expected the database to refuse this');
}

forEachDatabase((kind) => {
  describe('the books', () => {
    it('posts a balanced entry once per source key and derives the balance from it', async () => {
      const { db } = await createTestDatabase(kind);
      const { associationId, subLedgerId } = await setup(db);
      const first = await postEntry(db, assessment(associationId, subLedgerId, 'assessment:1:2026-11'));
      const again = await postEntry(db, assessment(associationId, subLedgerId, 'assessment:1:2026-11'));
      expect(first.posted).toBe(true);
      expect(again).toEqual({ id: first.id, posted: false });
      expect(await subLedgerBalance(db, subLedgerId)).toBe(25_000);
    });

    it('refuses an unbalanced entry before it reaches the database', async () => {
      const { db } = await createTestDatabase(kind);
      const { associationId, subLedgerId } = await setup(db);
      const entry = assessment(associationId, subLedgerId, 'bad');
      entry.lines[1] = { account: 'assessment_income', amount: cents(-24_999) };
      await expect(postEntry(db, entry)).rejects.toBeInstanceOf(UnbalancedEntryError);
    });

    it('the database itself refuses, at commit, an entry whose lines do not sum to zero or that has one line', async () => {
      const { db } = await createTestDatabase(kind);
      const { associationId, subLedgerId } = await setup(db);
      const insertRaw = (lines: number[]) =>
        db.transaction(async (tx) => {
          const [entry] = await tx
            .insert(journalEntries)
            .values({
              associationId,
              kind: 'assessment',
              memo: 'raw',
              effectiveDate: '2026-11-01',
              postedAt: new Date(),
              sourceKey: `raw:${lines.join(',')}`,
            })
            .returning();
          const [glAccountId] = await tx
            .select({ id: glAccounts.id })
            .from(glAccounts)
            .where(eq(glAccounts.associationId, associationId))
            .limit(1);
          for (const amount of lines) {
            await tx.insert(journalLines).values({
              entryId: (entry as { id: number }).id,
              associationId,
              glAccountId: (glAccountId as { id: number }).id,
              subLedgerId,
              amount,
              effectiveDate: '2026-11-01',
            });
          }
        });
      expect(await failureOf(insertRaw([100, -99]))).toMatch(/does not balance/);
      expect(await failureOf(insertRaw([100]))).toMatch(/needs at least two/);
      expect(await failureOf(insertRaw([]))).toMatch(/needs at least two/);
      await insertRaw([100, -100]);
    });

    it('posted lines and entries cannot be updated or deleted; a correction is a reversing entry', async () => {
      const { db } = await createTestDatabase(kind);
      const { associationId, subLedgerId } = await setup(db);
      const { id } = await postEntry(db, assessment(associationId, subLedgerId, 'assessment:1:2026-11'));
      expect(
        await failureOf(db.update(journalLines).set({ amount: 1 }).where(eq(journalLines.entryId, id))),
      ).toMatch(/append-only/);
      expect(await failureOf(db.delete(journalLines).where(eq(journalLines.entryId, id)))).toMatch(
        /append-only/,
      );
      expect(
        await failureOf(db.update(journalEntries).set({ memo: 'x' }).where(eq(journalEntries.id, id))),
      ).toMatch(/append-only/);
      expect(await failureOf(db.delete(journalEntries).where(eq(journalEntries.id, id)))).toMatch(
        /append-only/,
      );
      expect(await failureOf(db.execute(sql`truncate journal_lines cascade`))).toMatch(/append-only/);
      const reversal = await reverseEntry(
        db,
        { id, sourceKey: 'assessment:1:2026-11' },
        { kind: 'reversal', memo: 'Billed in error', effectiveDate: '2026-11-02', postedAt: new Date() },
      );
      const again = await reverseEntry(
        db,
        { id, sourceKey: 'assessment:1:2026-11' },
        { kind: 'reversal', memo: 'Billed in error', effectiveDate: '2026-11-02', postedAt: new Date() },
      );
      expect(again.id).toBe(reversal.id);
      expect(await subLedgerBalance(db, subLedgerId)).toBe(0);
      expect(await subLedgerBalance(db, subLedgerId, '2026-11-01')).toBe(25_000);
    });

    it('keeps each sub-ledger total as lines are posted (one by one and in bulk), and refuses any other write to it', async () => {
      const { db } = await createTestDatabase(kind);
      const { associationId, subLedgerId, account } = await setup(db);
      const other = { associationId, subLedgerId: await account() };
      await postEntry(db, assessment(associationId, subLedgerId, 'a:1', 25_000));
      await postEntries(db, [
        assessment(associationId, subLedgerId, 'a:2', 1_000),
        assessment(other.associationId, other.subLedgerId, 'b:1', 700),
        assessment(associationId, subLedgerId, 'a:3', 300),
      ]);
      // a failed posting adds nothing: its transaction rolls back the total with the lines
      await failureOf(
        db.transaction(async (tx) => {
          await postEntry(tx, assessment(associationId, subLedgerId, 'a:4', 5_000));
          throw new Error('crash after posting');
        }),
      );
      const totals = await db.select().from(subLedgerTotals).orderBy(subLedgerTotals.subLedgerId);
      expect(totals).toEqual([
        { subLedgerId, balance: 26_300 },
        { subLedgerId: other.subLedgerId, balance: 700 },
      ]);
      expect(await subLedgerBalance(db, subLedgerId)).toBe(26_300);
      expect(await bookIntegrity(db)).toEqual({ total: 0, unbalancedEntries: [], mismatchedTotals: [] });
      expect(
        await failureOf(
          db.update(subLedgerTotals).set({ balance: 0 }).where(eq(subLedgerTotals.subLedgerId, subLedgerId)),
        ),
      ).toMatch(/kept by the books/);
      expect(
        await failureOf(
          db.insert(subLedgerTotals).values({ subLedgerId: other.subLedgerId + 1_000, balance: 5 }),
        ),
      ).toMatch(/kept by the books|foreign key/);
      expect(await failureOf(db.delete(subLedgerTotals))).toMatch(/kept by the books/);
      expect(await failureOf(db.execute(sql`truncate sub_ledger_totals`))).toMatch(/append-only|not allowed/);
    });

    it('a line cannot post to another association or another date than its entry', async () => {
      const { db } = await createTestDatabase(kind);
      const first = await setup(db);
      const { id } = await postEntry(db, assessment(first.associationId, first.subLedgerId, 'a'));
      const [line] = await db.select().from(journalLines).where(eq(journalLines.entryId, id));
      expect(
        await failureOf(
          db.transaction(async (tx) => {
            await tx.insert(journalLines).values({
              ...(line as typeof journalLines.$inferSelect),
              id: undefined,
              effectiveDate: '2026-10-01',
            } as never);
          }),
        ),
      ).toMatch(/does not match its entry/);
    });
  });
});
