import { type AccountLines, entryKindLabel } from '@hoa/contracts/association-reports';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../errors/app-error';

interface LineRow {
  id: number;
  entry_id: number;
  effective_date: string;
  kind: string;
  memo: string;
  account_number: string | null;
  amount: string;
}

/**
 * The drill-down behind a figure: one account's journal lines dated `from`–`to` (from the first line
 * when `from` is left out), optionally one homeowner sub-ledger's, oldest first, keyset-paged by
 * (date, line id); `total` and `count` cover every page. An account of another association is unknown.
 */
export async function listAccountLines(
  db: Db,
  options: {
    associationId: number;
    accountId: number;
    from?: string | undefined;
    to: string;
    subLedgerId?: number | undefined;
    after?: string | undefined;
    limit: number;
  },
): Promise<AccountLines> {
  const { associationId, accountId, from, to, limit } = options;
  const [account] = await queryRows<{ name: string }>(
    db,
    sql`select name from gl_accounts where id = ${accountId} and association_id = ${associationId}`,
  );
  if (!account) throw new AppError('NOT_FOUND', 'The account was not found.');
  const range = sql`l.gl_account_id = ${accountId} and l.effective_date <= ${to}::date
    ${from ? sql`and l.effective_date >= ${from}::date` : sql``}
    ${options.subLedgerId ? sql`and l.sub_ledger_id = ${options.subLedgerId}` : sql``}`;
  const [afterDate, afterId] = options.after ? options.after.split('~') : [null, null];
  const [summary, rows] = await Promise.all([
    queryRows<{ total: string; count: string }>(
      db,
      sql`select coalesce(sum(l.amount), 0) as total, count(*) as count from journal_lines l where ${range}`,
    ),
    queryRows<LineRow>(
      db,
      sql`
        select l.id, l.entry_id, l.effective_date::text as effective_date, e.kind, e.memo,
               p.account_number, l.amount
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        left join sub_ledgers s on s.id = l.sub_ledger_id
        left join properties p on p.id = s.property_id
        where ${range}
          ${afterDate ? sql`and (l.effective_date, l.id) > (${afterDate}::date, ${Number(afterId)})` : sql``}
        order by l.effective_date, l.id
        limit ${limit + 1}`,
    ),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    accountName: account.name,
    from: from ?? null,
    to,
    total: Number(summary[0]?.total ?? 0),
    count: Number(summary[0]?.count ?? 0),
    lines: page.map((row) => ({
      id: Number(row.id),
      entryId: Number(row.entry_id),
      date: row.effective_date,
      kind: row.kind,
      kindLabel: entryKindLabel(row.kind),
      memo: row.memo,
      accountNumber: row.account_number,
      amount: Number(row.amount),
    })),
    next: rows.length > limit && last ? `${last.effective_date}~${last.id}` : null,
  };
}
