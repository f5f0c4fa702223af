import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { associations } from '../../db/schema/associations';
import { recurringPayments } from '../../db/schema/payments';
import { subLedgerBalance } from '../books/balances';
import type { PaymentsDeps } from '../payments/payments-deps';
import { deactivateSchedule } from '../schedules/deactivate-schedule';
import { nextRecurringDate } from '../schedules/recurring-dates';
import type { RecurringPaymentRow } from '../schedules/recurring-payment-view';
import { associationToday, insertScheduledPayment, runContextOf } from './run-context';
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
    (afterId, limit) =>
      deps.db
        .select({ id: recurringPayments.id })
        .from(recurringPayments)
        .innerJoin(associations, eq(associations.id, recurringPayments.associationId))
        .where(
          and(
            eq(recurringPayments.status, 'active'),
            lte(recurringPayments.nextPaymentDate, associationToday(options.now)),
            gt(recurringPayments.id, afterId),
          ),
        )
        .orderBy(asc(recurringPayments.id))
        .limit(limit),
    (id) => runOne(deps, id, options.now),
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

async function runOne(deps: PaymentsDeps, id: number, now: Date): Promise<DueOutcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(recurringPayments).where(eq(recurringPayments.id, id)).for('update');
    if (row?.status !== 'active') return null;
    const context = await runContextOf(tx, row, now);
    if ('stop' in context) {
      return (await deactivateSchedule(tx, 'recurring', id, context.stop, now))
        ? { deactivated: true }
        : null;
    }
    if (row.nextPaymentDate > context.today) return null;
    const amount = await amountDue(tx, row);
    const paymentId =
      amount > 0
        ? await insertScheduledPayment(tx, row, {
            kind: 'recurring',
            fees: context.fees(amount),
            paymentDate: context.today,
            runKey: `recurring:${row.id}:${row.nextPaymentDate}`,
            notes: row.notes,
            now,
          })
        : null;
    await tx
      .update(recurringPayments)
      .set({ nextPaymentDate: dateAfter(row, context.today) })
      .where(eq(recurringPayments.id, id));
    return { paymentId };
  });
}
