import type { LedgerItem, LedgerPage } from '@hoa/contracts/billing';
import { and, desc, eq, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { journalEntries, journalLines, subLedgerTotals } from '../../db/schema/books';
import { runningBalancePage } from '../books/running-balance';
import { decodeLedgerCursor } from './ledger-cursor';

/**
 * One page of a sub-ledger, newest first by (effective date, line id), each line with the running
 * balance after it. Keyset pagination over the (sub_ledger_id, effective_date, id) index: the first
 * page reads the sub-ledger's kept total with its lines (one statement), and the cursor carries the balance
 * before the last line shown, so page 200 reads `limit + 1` index entries just like page 1 (no OFFSET,
 * no window over the whole history).
 */
export async function ledgerPage(
  db: Db,
  principal: Principal,
  query: { subLedgerId: number; limit: number; cursor?: string | undefined },
): Promise<LedgerPage> {
  const { subLedgerId, limit } = query;
  // the cursor is checked first: a malformed one is a 400 whoever asks
  const cursor = query.cursor === undefined ? null : decodeLedgerCursor(query.cursor, subLedgerId);
  // the check and the read run side by side (one round trip less); nothing is answered unless the check passes
  const [, rows] = await Promise.all([
    authorize(db, principal, { action: 'read', resource: { type: 'subLedger', id: subLedgerId } }),
    db
      .select({
        id: journalLines.id,
        date: journalLines.effectiveDate,
        amount: journalLines.amount,
        description: journalEntries.memo,
        kind: journalEntries.kind,
        // the first page's balance, kept by the books (sub_ledger_totals); later pages have it in the cursor
        total: cursor
          ? sql<string>`0`
          : sql<string>`(select coalesce((select t.balance from ${subLedgerTotals} t where t.sub_ledger_id = ${subLedgerId}), 0))`,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        and(
          eq(journalLines.subLedgerId, subLedgerId),
          cursor
            ? sql`(${journalLines.effectiveDate}, ${journalLines.id}) < (${cursor.date}::date, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(journalLines.effectiveDate), desc(journalLines.id))
      .limit(limit + 1),
  ]);

  const top = cursor ? cursor.balanceBefore : Number(rows[0]?.total ?? 0);
  const page = runningBalancePage(
    rows.map(
      ({ id, date, description, kind, amount }): Omit<LedgerItem, 'balance'> => ({
        id,
        date,
        description,
        kind,
        amount,
      }),
    ),
    limit,
    top,
    subLedgerId,
  );
  return { subLedgerId, balance: top, items: page.items, nextCursor: page.nextCursor };
}
