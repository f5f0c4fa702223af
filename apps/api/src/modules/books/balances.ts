import { type Cents, cents } from '@hoa/contracts/money';
import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { journalLines } from '../../db/schema/books';

/** Balance owed on each sub-ledger (positive = owed, negative = credit), derived from the books. */
export async function subLedgerBalances(
  db: Db,
  subLedgerIds: number[],
  asOf?: string,
): Promise<Map<number, Cents>> {
  const balances = new Map<number, Cents>(subLedgerIds.map((id) => [id, cents(0)]));
  if (subLedgerIds.length === 0) return balances;
  const rows = await db
    .select({
      subLedgerId: journalLines.subLedgerId,
      balance: sql<string>`coalesce(sum(${journalLines.amount}), 0)`,
    })
    .from(journalLines)
    .where(
      and(
        inArray(journalLines.subLedgerId, subLedgerIds),
        asOf ? lte(journalLines.effectiveDate, asOf) : undefined,
      ),
    )
    .groupBy(journalLines.subLedgerId);
  for (const row of rows) {
    if (row.subLedgerId !== null) balances.set(row.subLedgerId, cents(Number(row.balance)));
  }
  return balances;
}

export async function subLedgerBalance(db: Db, subLedgerId: number, asOf?: string): Promise<Cents> {
  return (await subLedgerBalances(db, [subLedgerId], asOf)).get(subLedgerId) ?? cents(0);
}

/** Sum of every line in the books (zero when the books balance), and entries that do not. */
export async function bookIntegrity(db: Db): Promise<{ total: number; unbalancedEntries: number[] }> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines);
  const unbalanced = await db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.amount}) <> 0`);
  return { total: Number(sum?.total ?? 0), unbalancedEntries: unbalanced.map((row) => row.entryId) };
}
