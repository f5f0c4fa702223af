import { type Cents, cents } from '@hoa/contracts/money';
import { and, inArray, lte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { journalLines, subLedgerTotals } from '../../db/schema/books';

/**
 * Balance owed on each sub-ledger (positive = owed, negative = credit), derived from the books: today's
 * from the totals the database keeps as lines are posted, one as of a date by summing the lines.
 */
export async function subLedgerBalances(
  db: Db,
  subLedgerIds: number[],
  asOf?: string,
): Promise<Map<number, Cents>> {
  const balances = new Map<number, Cents>(subLedgerIds.map((id) => [id, cents(0)]));
  if (subLedgerIds.length === 0) return balances;
  if (!asOf) {
    const totals = await db
      .select()
      .from(subLedgerTotals)
      .where(inArray(subLedgerTotals.subLedgerId, subLedgerIds));
    for (const row of totals) balances.set(row.subLedgerId, cents(row.balance));
    return balances;
  }
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

/**
 * Sum of every line in the books (zero when the books balance), entries that do not balance, and
 * sub-ledgers whose kept total differs from the sum of their lines.
 */
export async function bookIntegrity(
  db: Db,
): Promise<{ total: number; unbalancedEntries: number[]; mismatchedTotals: number[] }> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines);
  const unbalanced = await db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.amount}) <> 0`);
  const mismatched = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(l.sub_ledger_id, t.sub_ledger_id) as id
        from (select sub_ledger_id, sum(amount) as balance from journal_lines
              where sub_ledger_id is not null group by sub_ledger_id) l
        full join sub_ledger_totals t on t.sub_ledger_id = l.sub_ledger_id
        where coalesce(l.balance, 0) <> coalesce(t.balance, 0)
        order by 1`,
  );
  return {
    total: Number(sum?.total ?? 0),
    unbalancedEntries: unbalanced.map((row) => row.entryId),
    mismatchedTotals: mismatched.map((row) => Number(row.id)),
  };
}
