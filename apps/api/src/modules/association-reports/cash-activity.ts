import { type CashActivity, entryKindLabel } from '@hoa/contracts/association-reports';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { reportAssociation } from './report-books';

interface CashRow {
  id: number;
  code: string;
  name: string;
  bank_name: string | null;
  last_four: string | null;
  opening: string;
}

interface KindRow {
  gl_account_id: number;
  kind: string;
  lines: string;
  money_in: string;
  money_out: string;
}

const cashCodes = sql`('operating_cash', 'reserve_cash')`;

/**
 * Each cash account (operating and reserve) over a period: the balance the day before it starts, the
 * money in (debits) and out (credits) in it, grouped by the kind of entry, and the closing balance.
 */
export async function buildCashActivity(
  db: Db,
  options: { associationId: number; from: string; to: string; now: Date },
): Promise<CashActivity> {
  const { associationId, from, to } = options;
  const association = await reportAssociation(db, associationId, options.now);
  const [cashRows, kindRows] = await Promise.all([
    queryRows<CashRow>(
      db,
      sql`
        select a.id, a.code, a.name, b.bank_name, b.last_four,
               coalesce((select sum(l.amount) from journal_lines l
                         where l.gl_account_id = a.id and l.effective_date < ${from}::date), 0) as opening
        from gl_accounts a
        left join bank_accounts b on b.gl_account_id = a.id
        where a.association_id = ${associationId} and a.code in ${cashCodes}
        order by a.code`,
    ),
    queryRows<KindRow>(
      db,
      sql`
        select l.gl_account_id, e.kind, count(*) as lines,
               coalesce(sum(l.amount) filter (where l.amount > 0), 0) as money_in,
               coalesce(-sum(l.amount) filter (where l.amount < 0), 0) as money_out
        from journal_lines l
        join journal_entries e on e.id = l.entry_id
        join gl_accounts a on a.id = l.gl_account_id
        where l.association_id = ${associationId} and a.code in ${cashCodes}
          and l.effective_date between ${from}::date and ${to}::date
        group by l.gl_account_id, e.kind
        order by e.kind`,
    ),
  ]);
  const accounts = cashRows.map((row) => {
    const byKind = kindRows
      .filter((kind) => Number(kind.gl_account_id) === Number(row.id))
      .map((kind) => ({
        kind: kind.kind,
        label: entryKindLabel(kind.kind),
        lines: Number(kind.lines),
        moneyIn: Number(kind.money_in),
        moneyOut: Number(kind.money_out),
      }));
    const opening = Number(row.opening);
    const moneyIn = byKind.reduce((sum, kind) => sum + kind.moneyIn, 0);
    const moneyOut = byKind.reduce((sum, kind) => sum + kind.moneyOut, 0);
    return {
      accountId: Number(row.id),
      code: row.code,
      name: row.name,
      bankAccount: row.bank_name ? `${row.bank_name} \u2022\u2022${row.last_four ?? ''}` : null,
      opening,
      moneyIn,
      moneyOut,
      closing: opening + moneyIn - moneyOut,
      byKind,
    };
  });
  const total = (pick: (account: (typeof accounts)[number]) => number) =>
    accounts.reduce((sum, account) => sum + pick(account), 0);
  return {
    associationName: association.name,
    from,
    to,
    accounts,
    totals: {
      opening: total((a) => a.opening),
      moneyIn: total((a) => a.moneyIn),
      moneyOut: total((a) => a.moneyOut),
      closing: total((a) => a.closing),
    },
  };
}
