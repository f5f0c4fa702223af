import type { Cents } from '@hoa/contracts/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { type EntryKind, type GlAccountCode, glAccounts } from '../../db/schema/books';

/** A two-line entry against one homeowner sub-ledger: receivable +amount, the income account −amount. */
export interface ChargeEntry {
  sourceKey: string;
  subLedgerId: number;
  amount: Cents;
  memo: string;
}

/** Entries per transaction: small enough to keep locks short, large enough that 10,000 take seconds. */
const chunkSize = 2_000;

async function accountIdsOf(db: Db, associationId: number, income: GlAccountCode) {
  const rows = await db
    .select({ id: glAccounts.id, code: glAccounts.code })
    .from(glAccounts)
    .where(
      and(eq(glAccounts.associationId, associationId), inArray(glAccounts.code, ['receivable', income])),
    );
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  const receivable = idOf.get('receivable');
  const incomeId = idOf.get(income);
  if (receivable === undefined || incomeId === undefined) {
    throw new Error(`Association ${associationId} has no chart of accounts`);
  }
  return { receivable, income: incomeId };
}

/**
 * Posts many charge entries of one kind for one association: per chunk, one transaction with two
 * statements fed by JSON arrays (the entries, skipping source keys already posted, so each charge posts
 * once however often this runs; then the lines of the new ones). The database still checks at commit
 * that every entry balances. Returns how many were posted now.
 */
export async function postChargesInBulk(
  db: Db,
  input: {
    associationId: number;
    kind: EntryKind;
    income: GlAccountCode;
    effectiveDate: string;
    postedAt: Date;
    entries: ChargeEntry[];
  },
): Promise<number> {
  const accounts = await accountIdsOf(db, input.associationId, input.income);
  let posted = 0;
  for (let start = 0; start < input.entries.length; start += chunkSize) {
    const chunk = input.entries.slice(start, start + chunkSize);
    posted += await db.transaction(async (tx) => {
      const entries = JSON.stringify(chunk.map(({ sourceKey, memo }) => ({ source_key: sourceKey, memo })));
      const rows = await queryRows<{ id: number | string; source_key: string }>(
        tx,
        sql`
        insert into journal_entries (association_id, kind, memo, effective_date, posted_at, source_key)
        select ${input.associationId}::integer, ${input.kind}::text, t.memo, ${input.effectiveDate}::date,
               ${input.postedAt.toISOString()}::timestamptz, t.source_key
        from jsonb_to_recordset(${entries}::jsonb) as t(source_key text, memo text)
        on conflict (source_key) do nothing
        returning id, source_key`,
      );
      if (rows.length === 0) return 0;
      const bySourceKey = new Map(chunk.map((entry) => [entry.sourceKey, entry]));
      const lines = JSON.stringify(
        rows.map((row) => {
          const entry = bySourceKey.get(row.source_key) as ChargeEntry;
          return { entry_id: Number(row.id), sub_ledger_id: entry.subLedgerId, amount: entry.amount };
        }),
      );
      await tx.execute(sql`
        insert into journal_lines (entry_id, association_id, gl_account_id, sub_ledger_id, amount, effective_date)
        select t.entry_id, ${input.associationId}::integer, ${accounts.receivable}::integer, t.sub_ledger_id, t.amount,
               ${input.effectiveDate}::date
        from jsonb_to_recordset(${lines}::jsonb) as t(entry_id bigint, sub_ledger_id integer, amount bigint)
        union all
        select t.entry_id, ${input.associationId}::integer, ${accounts.income}::integer, null, -t.amount, ${input.effectiveDate}::date
        from jsonb_to_recordset(${lines}::jsonb) as t(entry_id bigint, amount bigint)`);
      return rows.length;
    });
  }
  return posted;
}
