import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { payments, recurringPayments } from '../../db/schema/payments';
import { subLedgerBalance } from '../books/balances';
import type { PaymentsDeps } from '../payments/payments-deps';
import type { RecurringPaymentRow } from '../schedules/dated-schedules';
import { deactivateSchedule } from '../schedules/deactivate-schedule';
import { nextRecurringDate } from '../schedules/recurring-dates';
import { dueScheduleIds } from './due-schedules';
import { runContextsOf, scheduledPaymentValues } from './run-context';
import { type DueOutcome, type DueRunResult, type JobOptions, runDueInBatches } from './run-due-in-batches';

/**
 * Makes the payment of every active recurring payment whose next date has come, and moves the date
 * on by its interval in the same transaction (run key `recurring:<id>:<date>`, so each date pays at
 * most once). Full-balance payments pay what the books say is owed, up to the maximum, and nothing
 * when nothing is owed. A date missed while the job was not running is paid once, not once per
 * missed interval: the next date is the first one after today.
 */
export async function processDueRecurringPayments(
  deps: PaymentsDeps,
  options: JobOptions,
): Promise<DueRunResult> {
  return runDueInBatches(
    deps,
    options,
    (afterId, limit) => dueScheduleIds(deps.db, 'recurring', options.now, afterId, limit),
    (ids) => recordBatch(deps, ids, options.now),
  );
}

/** What this date pays: the fixed amount or the balance owed, never above the maximum (0: nothing). */
async function amountDue(
  tx: Parameters<typeof subLedgerBalance>[0],
  row: RecurringPaymentRow,
): Promise<number> {
  const wanted =
    row.payFullBalance || row.amount === null ? await subLedgerBalance(tx, row.subLedgerId) : row.amount;
  return Math.max(0, Math.min(wanted, row.maximumAmount ?? wanted));
}

function dateAfter(row: RecurringPaymentRow, today: string): string {
  let next = nextRecurringDate(row.nextPaymentDate, row.interval, row.anchorDay);
  while (next <= today) next = nextRecurringDate(next, row.interval, row.anchorDay);
  return next;
}

/** Schedules recorded per transaction: the locks are held briefly, the reads and writes are shared. */
const schedulesPerTransaction = 100;

/** Records the payments of a batch of due recurring payments, a transaction per 100 schedules. */
async function recordBatch(deps: PaymentsDeps, ids: number[], now: Date): Promise<DueOutcome[]> {
  const outcomes: DueOutcome[] = [];
  for (let start = 0; start < ids.length; start += schedulesPerTransaction) {
    const chunk = ids.slice(start, start + schedulesPerTransaction);
    outcomes.push(...(await deps.db.transaction((tx) => recordChunk(tx, chunk, now))));
  }
  return outcomes;
}

/**
 * Under row locks (taken in id order), for each schedule still active and due: stops it when it can no
 * longer run, or records its payment (run key `recurring:<id>:<date>`: at most one per date however
 * often the job runs) and moves its date on, all in one transaction with a few statements.
 */
async function recordChunk(tx: Db, ids: number[], now: Date): Promise<DueOutcome[]> {
  const rows = await tx
    .select()
    .from(recurringPayments)
    .where(and(inArray(recurringPayments.id, ids), eq(recurringPayments.status, 'active')))
    .orderBy(asc(recurringPayments.id))
    .for('update');
  const contexts = await runContextsOf(tx, rows, now);
  const outcomes: DueOutcome[] = [];
  const toRecord: ReturnType<typeof scheduledPaymentValues>[] = [];
  const advances: { id: number; date: string }[] = [];
  for (const row of rows) {
    const context = contexts.get(row.id);
    if (!context) throw new Error(`No run context for recurring payment ${row.id}`);
    if ('stop' in context) {
      const stopped = await deactivateSchedule(tx, 'recurring', row.id, context.stop, now);
      outcomes.push(stopped ? { deactivated: true } : null);
      continue;
    }
    if (row.nextPaymentDate > context.today) continue;
    const amount = await amountDue(tx, row);
    if (amount > 0) {
      toRecord.push(
        scheduledPaymentValues(row, {
          kind: 'recurring',
          fees: context.fees(amount),
          paymentDate: context.today,
          runKey: `recurring:${row.id}:${row.nextPaymentDate}`,
          notes: row.notes,
          now,
        }),
      );
    } else {
      outcomes.push({ paymentId: null });
    }
    advances.push({ id: row.id, date: dateAfter(row, context.today) });
  }
  if (toRecord.length > 0) {
    const recorded = await tx
      .insert(payments)
      .values(toRecord)
      .onConflictDoNothing({ target: payments.runKey })
      .returning({ id: payments.id });
    outcomes.push(...recorded.map((payment) => ({ paymentId: payment.id })));
  }
  if (advances.length > 0) {
    await queryRows(
      tx,
      sql`update recurring_payments as r set next_payment_date = v.date
          from jsonb_to_recordset(${JSON.stringify(advances)}::jsonb) as v(id integer, date date)
          where r.id = v.id
          returning r.id`,
    );
  }
  return outcomes;
}
