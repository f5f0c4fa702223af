import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { futurePayments, recurringPayments, type ScheduleStatus } from '../../db/schema/payments';
import type { PaymentsDeps } from '../payments/payments-deps';
import { type SubLedgerContext, todayIn } from '../payments/sub-ledger-context';
import { dateFilterConditions } from './date-filters';
import { ownSubLedgerIds } from './schedule-context';
import { assertScheduleDate, changeableStatuses, setupNotOpen } from './schedule-rules';
import { assertStillChangeable, loadChangeableSchedule } from './schedule-steps';

/*
 * Future and recurring payments are one implementation (ADR 104): listing, loading, changing under the
 * row lock and removing are the same steps; what differs between the two kinds is the data below.
 */

export type FuturePaymentRow = typeof futurePayments.$inferSelect;
export type RecurringPaymentRow = typeof recurringPayments.$inferSelect;

export const datedSchedules = {
  future: {
    table: futurePayments,
    /** What it is called in an internal error. */
    label: 'Future payment',
    /** The date column, and the field named in its errors. */
    dateField: 'scheduledDate',
    /** The statuses a list shows: every confirmed one (an open setup is not a payment yet). */
    listed: ['active', 'cancelled', 'deactivated', 'completed'],
    /** The list's yes/no filters and the status each one asks about. */
    statusFilters: { cancelled: 'cancelled', processed: 'completed' },
  },
  recurring: {
    table: recurringPayments,
    label: 'Recurring payment',
    dateField: 'nextPaymentDate',
    // not removed ones: a removed recurring payment is gone for its owner
    listed: ['active', 'deactivated', 'completed'],
    statusFilters: {},
  },
} as const satisfies Record<
  string,
  {
    table: typeof futurePayments | typeof recurringPayments;
    label: string;
    dateField: string;
    listed: readonly ScheduleStatus[];
    statusFilters: Record<string, ScheduleStatus>;
  }
>;

export type DatedScheduleKind = keyof typeof datedSchedules;
interface Rows {
  future: FuturePaymentRow;
  recurring: RecurringPaymentRow;
}
type DateFieldOf<K extends DatedScheduleKind> = (typeof datedSchedules)[K]['dateField'];
/** A kind's row, known to carry its date field (what the shared steps read). */
export type RowOf<K extends DatedScheduleKind> = Rows[K] & Record<DateFieldOf<K>, string>;

/** A kind's data with its table and date column, typed for either kind. */
export function specOf(kind: DatedScheduleKind) {
  const spec = datedSchedules[kind];
  const table: typeof futurePayments | typeof recurringPayments = spec.table;
  const date = 'scheduledDate' in table ? table.scheduledDate : table.nextPaymentDate;
  return { spec, table, date };
}

export async function loadDatedSchedule<K extends DatedScheduleKind>(
  db: Db,
  kind: K,
  id: number,
): Promise<RowOf<K> | undefined> {
  const { table } = specOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as RowOf<K> | undefined;
}

export interface DatedScheduleQuery {
  subLedgerId?: number | undefined;
  accountNumber?: string | undefined;
  [filter: string]: unknown;
}

/** The principal's own schedules of a kind, by date: the statuses it lists, the query's filters. */
export async function listDatedSchedules<K extends DatedScheduleKind>(
  deps: PaymentsDeps,
  principal: Principal,
  kind: K,
  query: DatedScheduleQuery,
): Promise<RowOf<K>[]> {
  const subLedgerIds = await ownSubLedgerIds(deps.db, principal, query);
  if (subLedgerIds.length === 0) return [];
  const { spec, table, date } = specOf(kind);
  const filters: (SQL | undefined)[] = Object.entries(spec.statusFilters).map(([filter, status]) => {
    const wanted = query[filter];
    if (typeof wanted !== 'boolean') return undefined;
    return wanted ? eq(table.status, status) : ne(table.status, status);
  });
  const rows = await deps.db
    .select()
    .from(table)
    .where(
      and(
        eq(table.userId, principal.userId),
        inArray(table.subLedgerId, subLedgerIds),
        inArray(table.status, [...spec.listed]),
        ...filters,
        ...dateFilterConditions(date, spec.dateField, query),
      ),
    )
    .orderBy(asc(date), asc(table.id));
  return rows as RowOf<K>[];
}

/**
 * Changes the principal's schedule until the cutoff of its date: the checks, then under the row lock
 * (so the due-payment job cannot take it between the checks and the write) the checks again and the
 * columns `changes` gives for the locked row. The method never changes (SPEC §4).
 */
export async function updateDatedSchedule<K extends DatedScheduleKind>(
  deps: PaymentsDeps,
  principal: Principal,
  kind: K,
  id: number,
  input: { paymentMethodId?: number | undefined } & Partial<Record<DateFieldOf<K>, string | undefined>>,
  changes: (locked: RowOf<K>) => Partial<RowOf<K>>,
): Promise<{ row: RowOf<K>; subLedger: SubLedgerContext }> {
  const now = deps.clock.now();
  const { spec, table } = specOf(kind);
  const dateField = spec.dateField as DateFieldOf<K>;
  const { subLedger } = await loadChangeableSchedule(
    deps,
    principal,
    await loadDatedSchedule(deps.db, kind, id),
    dateField,
    now,
    input,
  );
  const newDate = input[dateField];
  if (newDate !== undefined) assertScheduleDate(dateField, newDate, todayIn(subLedger, now));
  const row = await deps.db.transaction(async (tx) => {
    const [locked] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as RowOf<K>[];
    if (!locked) throw setupNotOpen();
    assertStillChangeable(locked, dateField, now);
    const [changed] = await tx.update(table).set(changes(locked)).where(eq(table.id, id)).returning();
    return changed as RowOf<K>;
  });
  return { row, subLedger };
}

/** Removes the principal's schedule until the cutoff of its date. */
export async function cancelDatedSchedule(
  deps: PaymentsDeps,
  principal: Principal,
  kind: DatedScheduleKind,
  id: number,
): Promise<void> {
  const now = deps.clock.now();
  const { spec, table } = specOf(kind);
  await loadChangeableSchedule(
    deps,
    principal,
    await loadDatedSchedule(deps.db, kind, id),
    spec.dateField,
    now,
  );
  const [cancelled] = await deps.db
    .update(table)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(table.id, id), inArray(table.status, [...changeableStatuses])))
    .returning({ id: table.id });
  if (!cancelled) throw setupNotOpen();
}
