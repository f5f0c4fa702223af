import type { BoardStageDecision, CollectionStage } from '@hoa/contracts/association-books';
import type {
  CollectionAccount,
  CollectionList,
  CollectionSortColumn,
  CollectionStageView,
} from '@hoa/contracts/association-collections';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { delinquentAgingTable } from './delinquent-aging';

export interface CollectionFilter {
  associationId: number;
  asOf: string;
  search: string;
  sort: CollectionSortColumn;
  direction: 'asc' | 'desc';
}

interface Row {
  sub_ledger_id: number;
  ledger_name: string;
  owner_name: string;
  address: string;
  account_number: string;
  balance: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  oldest_unpaid: string | null;
  stage_id: number | null;
  stage: CollectionStage | null;
  stage_note: string | null;
  set_at: string | Date | null;
  set_by_name: string | null;
  needs_board_approval: boolean | null;
  board_decision: BoardStageDecision | null;
  board_note: string | null;
  board_decided_by_name: string | null;
  board_decided_at: string | Date | null;
  total: string;
  sum_balance: string;
  sum_current: string;
  sum_days1to30: string;
  sum_days31to60: string;
  sum_days61to90: string;
  sum_over90: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (value: string | Date) => new Date(value).toISOString();

const orderColumns: Record<CollectionSortColumn, SQL> = {
  balance: sql`a.balance`,
  oldest: sql`a.oldest_unpaid`,
  owner: sql`lower(o.last_name || ' ' || o.first_name)`,
  account: sql`pr.account_number`,
};

/**
 * The delinquent accounts (ADR 125): `aging`, the accounts aged as of the day, owing (balance above zero)
 * with something past due (`delinquentAgingTable`); with owner, property, current collection stage (its
 * latest change), and the totals of every matching account in the same statement (window sums before the
 * page is cut).
 */
function collectionsQuery(
  aging: SQL,
  filter: CollectionFilter,
  page: { limit: number; offset: number },
): SQL {
  const search = filter.search.trim();
  const pattern = `%${escapeLike(search)}%`;
  const matches = search
    ? sql`and (o.first_name || ' ' || o.last_name ilike ${pattern} or pr.account_number ilike ${pattern}
               or concat_ws(', ', pr.address1, pr.address2, pr.city) ilike ${pattern})`
    : sql``;
  const direction = filter.direction === 'asc' ? sql`asc` : sql`desc`;
  return sql`
    select a.sub_ledger_id, sl.name as ledger_name, o.first_name || ' ' || o.last_name as owner_name,
           concat_ws(', ', pr.address1, nullif(pr.address2, '')) as address, pr.account_number,
           a.balance, a.current, a.days1to30, a.days31to60, a.days61to90, a.over90, a.oldest_unpaid,
           st.id as stage_id, st.stage, st.note as stage_note, st.set_at, st.set_by_name,
           st.needs_board_approval, st.board_decision, st.board_note, st.board_decided_by_name,
           st.board_decided_at,
           count(*) over () as total, sum(a.balance) over () as sum_balance,
           sum(a.current) over () as sum_current, sum(a.days1to30) over () as sum_days1to30,
           sum(a.days31to60) over () as sum_days31to60, sum(a.days61to90) over () as sum_days61to90,
           sum(a.over90) over () as sum_over90
    from (${aging}) a
    join sub_ledgers sl on sl.id = a.sub_ledger_id
    join properties pr on pr.id = sl.property_id
    join owners o on o.id = pr.owner_id
    left join (
      select distinct on (c.sub_ledger_id) c.sub_ledger_id, c.id, c.stage, c.note, c.set_at,
             c.needs_board_approval, c.board_decision, c.board_note, c.board_decided_at,
             setter.display_name as set_by_name, decider.display_name as board_decided_by_name
      from collection_stage_changes c
      join users setter on setter.id = c.set_by_user_id
      left join users decider on decider.id = c.board_decided_by_user_id
      where c.association_id = ${filter.associationId}
      order by c.sub_ledger_id, c.set_at desc, c.id desc
    ) st on st.sub_ledger_id = a.sub_ledger_id
    where true ${matches}
    order by ${orderColumns[filter.sort]} ${direction} nulls last, a.sub_ledger_id ${direction}
    limit ${page.limit} offset ${page.offset}`;
}

function stageOf(row: Row): CollectionStageView | null {
  if (row.stage_id === null || row.stage === null || row.set_at === null) return null;
  return {
    id: Number(row.stage_id),
    stage: row.stage,
    note: row.stage_note ?? '',
    setAt: iso(row.set_at),
    setByName: row.set_by_name ?? '',
    needsBoardApproval: Boolean(row.needs_board_approval),
    boardDecision: row.board_decision,
    boardNote: row.board_note,
    boardDecidedByName: row.board_decided_by_name,
    boardDecidedAt: row.board_decided_at === null ? null : iso(row.board_decided_at),
  };
}

const accountOf = (row: Row): CollectionAccount => ({
  subLedgerId: Number(row.sub_ledger_id),
  ledgerName: row.ledger_name,
  ownerName: row.owner_name,
  address: row.address,
  accountNumber: row.account_number,
  balance: Number(row.balance),
  buckets: {
    current: Number(row.current),
    days1to30: Number(row.days1to30),
    days31to60: Number(row.days31to60),
    days61to90: Number(row.days61to90),
    over90: Number(row.over90),
  },
  oldestUnpaidDueDate: row.oldest_unpaid,
  stage: stageOf(row),
});

/** One page of the delinquent accounts with the totals of all that match (authorize first). */
export async function listCollections(
  db: Db,
  filter: CollectionFilter,
  paging: { page: number; pageSize: number },
): Promise<CollectionList> {
  const { page, pageSize } = paging;
  const aging = await delinquentAgingTable(db, filter);
  const rows = await queryRows<Row>(
    db,
    collectionsQuery(aging, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  // a page past the end carries no totals: read them from the first row
  const totalsRow =
    rows[0] ?? (await queryRows<Row>(db, collectionsQuery(aging, filter, { limit: 1, offset: 0 })))[0];
  const sum = (value: string | undefined) => Number(value ?? 0);
  return {
    asOf: filter.asOf,
    totals: {
      balance: sum(totalsRow?.sum_balance),
      current: sum(totalsRow?.sum_current),
      days1to30: sum(totalsRow?.sum_days1to30),
      days31to60: sum(totalsRow?.sum_days31to60),
      days61to90: sum(totalsRow?.sum_days61to90),
      over90: sum(totalsRow?.sum_over90),
    },
    items: rows.map(accountOf),
    total: sum(totalsRow?.total),
    page,
    pageSize,
  };
}

const exportBatch = 5000;

/** Every matching account in batches, for the CSV (not only one page). */
export async function* exportCollections(
  db: Db,
  filter: CollectionFilter,
): AsyncGenerator<CollectionAccount[]> {
  const aging = await delinquentAgingTable(db, filter);
  for (let offset = 0; ; offset += exportBatch) {
    const rows = await queryRows<Row>(db, collectionsQuery(aging, filter, { limit: exportBatch, offset }));
    if (rows.length > 0) yield rows.map(accountOf);
    if (rows.length < exportBatch) return;
  }
}
