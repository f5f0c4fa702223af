import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { type GlAccountCode, glAccounts } from '../../db/schema/books';
import { type NewEntry, postableLines } from './post-entry';

/** Entries per round trip: each batch travels as one JSON parameter, so this only bounds memory. */
const entriesPerBatch = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * `postEntry` for many entries at once (the demo seed, benchmarks, batch jobs): the same checks on
 * every entry, the same exactly-once rule per `sourceKey` (entries already posted are skipped), but
 * two statements per batch instead of three per entry. Rows travel as one JSON parameter
 * (jsonb_to_recordset), which both drivers bind several times faster than thousands of parameters.
 * One transaction (a savepoint inside the caller's): the batch commits whole, and the database checks
 * every entry's balance at that commit.
 */
export async function postEntries(db: Db, entries: readonly NewEntry[]): Promise<{ posted: number }> {
  return db.transaction((tx) => insertEntries(tx, entries));
}

async function insertEntries(db: Db, entries: readonly NewEntry[]): Promise<{ posted: number }> {
  const checked = new Map<string, { entry: NewEntry; lines: NewEntry['lines'] }>();
  for (const entry of entries) {
    if (checked.has(entry.sourceKey)) throw new Error(`Entry ${entry.sourceKey} appears twice in one batch`);
    checked.set(entry.sourceKey, { entry, lines: postableLines(entry) });
  }
  if (entries.length === 0) return { posted: 0 };

  const associationIds = [...new Set(entries.map((entry) => entry.associationId))];
  const accounts = await db
    .select({ id: glAccounts.id, associationId: glAccounts.associationId, code: glAccounts.code })
    .from(glAccounts)
    .where(inArray(glAccounts.associationId, associationIds));
  const accountId = new Map(accounts.map((row) => [`${row.associationId}:${row.code}`, row.id]));
  const idOf = (associationId: number, code: GlAccountCode) => {
    const id = accountId.get(`${associationId}:${code}`);
    if (id === undefined) throw new Error(`Association ${associationId} has no ${code} account`);
    return id;
  };

  let posted = 0;
  for (const batch of chunks(entries, entriesPerBatch)) {
    const heads = batch.map((entry) => ({
      a: entry.associationId,
      k: entry.kind,
      m: entry.memo,
      d: entry.effectiveDate,
      p: entry.postedAt.toISOString(),
      s: entry.sourceKey,
      pay: entry.paymentId ?? null,
      rev: entry.reversesEntryId ?? null,
    }));
    const inserted = await queryRows<{ id: number | string; source_key: string }>(
      db,
      sql`insert into journal_entries
            (association_id, kind, memo, effective_date, posted_at, source_key, payment_id, reverses_entry_id)
          select a, k, m, d, p, s, pay, rev
          from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb)
            as e(a integer, k text, m text, d date, p timestamptz, s text, pay bigint, rev bigint)
          on conflict (source_key) do nothing
          returning id, source_key`,
    );
    posted += inserted.length;
    const lines = inserted.flatMap((row) => {
      const { entry, lines } = checked.get(row.source_key) as { entry: NewEntry; lines: NewEntry['lines'] };
      return lines.map((line) => ({
        e: Number(row.id),
        a: entry.associationId,
        g: idOf(entry.associationId, line.account),
        s: line.subLedgerId ?? null,
        n: line.amount,
        d: entry.effectiveDate,
      }));
    });
    if (lines.length === 0) continue;
    await db.execute(
      sql`insert into journal_lines (entry_id, association_id, gl_account_id, sub_ledger_id, amount, effective_date)
          select e, a, g, s, n, d
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as l(e bigint, a integer, g integer, s integer, n bigint, d date)`,
    );
  }
  return { posted };
}
