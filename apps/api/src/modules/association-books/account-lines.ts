import type { LedgerLines } from '@hoa/contracts/association-collections';
import { collectionMessages } from '@hoa/contracts/association-collections';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../errors/app-error';

interface LineRow {
  id: number;
  effective_date: string;
  kind: string;
  memo: string;
  amount: string;
  reversed: boolean;
}

/**
 * The receivable lines of one sub-ledger of the association up to `asOf`, oldest first, with a running
 * balance: what a collections figure is made of. Lines of an entry reversed on or before the day are
 * marked (their reversal is listed too, so the running balance is the books' own). 404 when the
 * sub-ledger is not the association's.
 */
export async function listAccountLines(
  db: Db,
  options: { associationId: number; subLedgerId: number; asOf: string },
): Promise<LedgerLines> {
  const { associationId, subLedgerId, asOf } = options;
  const [account] = await queryRows<{ owner_name: string; account_number: string }>(
    db,
    sql`select o.first_name || ' ' || o.last_name as owner_name, pr.account_number
        from sub_ledgers sl join properties pr on pr.id = sl.property_id join owners o on o.id = pr.owner_id
        where sl.id = ${subLedgerId} and sl.association_id = ${associationId}`,
  );
  if (!account) {
    throw new AppError('NOT_FOUND', 'Not Found', { detail: collectionMessages.accountNotFound });
  }
  const rows = await queryRows<LineRow>(
    db,
    sql`select l.id, l.effective_date::text as effective_date, e.kind, e.memo, l.amount,
               (e.reverses_entry_id is not null and e.effective_date <= ${asOf}::date) or exists (
                 select 1 from journal_entries r
                 where r.reverses_entry_id = e.id and r.effective_date <= ${asOf}::date) as reversed
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.sub_ledger_id = ${subLedgerId} and l.effective_date <= ${asOf}::date
        order by l.effective_date, l.id`,
  );
  let running = 0;
  const lines = rows.map((row) => {
    running += Number(row.amount);
    return {
      id: Number(row.id),
      date: row.effective_date,
      kind: row.kind,
      memo: row.memo,
      amount: Number(row.amount),
      runningBalance: running,
      reversed: Boolean(row.reversed),
    };
  });
  return {
    subLedgerId,
    ownerName: account.owner_name,
    accountNumber: account.account_number,
    asOf,
    lines,
    balance: running,
  };
}
