import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { agingQuery } from './aging';

/**
 * The delinquent accounts of an association aged as of a day (owing, with something past due), column by
 * column so that a query reads them back with one `unnest` (ADR 125).
 */
interface DelinquentAging {
  subLedgerIds: number[];
  balances: number[];
  current: number[];
  days1to30: number[];
  days31to60: number[];
  days61to90: number[];
  over90: number[];
  oldestUnpaid: (string | null)[];
}

interface Row {
  sub_ledger_id: number;
  balance: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  oldest_unpaid: string | null;
}

/** How many agings each database keeps (an association and a day each). */
const keptPerDatabase = 16;
const cache = new WeakMap<Db, Map<string, Promise<DelinquentAging>>>();

async function computeDelinquentAging(db: Db, associationId: number, asOf: string): Promise<DelinquentAging> {
  const rows = await queryRows<Row>(
    db,
    sql`select * from (${agingQuery({ associationId, asOf })}) a
        where a.balance > 0 and a.days1to30 + a.days31to60 + a.days61to90 + a.over90 > 0`,
  );
  return {
    subLedgerIds: rows.map((row) => Number(row.sub_ledger_id)),
    balances: rows.map((row) => Number(row.balance)),
    current: rows.map((row) => Number(row.current)),
    days1to30: rows.map((row) => Number(row.days1to30)),
    days31to60: rows.map((row) => Number(row.days31to60)),
    days61to90: rows.map((row) => Number(row.days61to90)),
    over90: rows.map((row) => Number(row.over90)),
    oldestUnpaid: rows.map((row) => row.oldest_unpaid),
  };
}

/**
 * The association's journal as it stands: posted entries are never changed or deleted (ADR 060), so a new
 * entry is the only change, and it changes the count. The largest id alone would not do: an entry whose
 * transaction commits after a later-numbered one would leave it unchanged.
 */
async function journalVersion(db: Db, associationId: number): Promise<string> {
  const [row] = await queryRows<{ entries: string; last: string | null }>(
    db,
    sql`select count(*) as entries, max(id) as last from journal_entries where association_id = ${associationId}`,
  );
  return `${row?.entries ?? 0}:${row?.last ?? 0}`;
}

/**
 * The delinquent aging for a page of collections: aging every account of an association is the slow part
 * (a pass over all its receivable lines), and it depends only on the journal and the day, so it is kept per
 * database, association, day and journal version, and computed once by concurrent callers. A new entry
 * (a charge, a payment, a reversal) makes a new version, so nothing stale is ever read; nothing private is
 * kept beyond what any board member of the association may read, and callers authorize first.
 */
async function delinquentAging(db: Db, associationId: number, asOf: string): Promise<DelinquentAging> {
  const key = `${associationId}:${asOf}:${await journalVersion(db, associationId)}`;
  let kept = cache.get(db);
  if (!kept) {
    kept = new Map();
    cache.set(db, kept);
  }
  const found = kept.get(key);
  if (found) {
    // most recently used last
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const computing = computeDelinquentAging(db, associationId, asOf);
  kept.set(key, computing);
  computing.catch(() => kept.delete(key));
  while (kept.size > keptPerDatabase) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
  return computing;
}

/**
 * The delinquent accounts as a derived table with `agingQuery`'s columns (`sub_ledger_id, balance, current,
 * days1to30, days31to60, days61to90, over90, oldest_unpaid`), read from the kept aging.
 */
export async function delinquentAgingTable(
  db: Db,
  options: { associationId: number; asOf: string },
): Promise<SQL> {
  const aging = await delinquentAging(db, options.associationId, options.asOf);
  const column = (values: unknown[], type: SQL) => sql`${sql.param(values)}::${type}`;
  const cents = sql.raw('bigint[]');
  return sql`select * from unnest(${column(aging.subLedgerIds, sql.raw('int[]'))},
      ${column(aging.balances, cents)}, ${column(aging.current, cents)}, ${column(aging.days1to30, cents)},
      ${column(aging.days31to60, cents)}, ${column(aging.days61to90, cents)}, ${column(aging.over90, cents)},
      ${column(aging.oldestUnpaid, sql.raw('text[]'))})
    as a(sub_ledger_id, balance, current, days1to30, days31to60, days61to90, over90, oldest_unpaid)`;
}
