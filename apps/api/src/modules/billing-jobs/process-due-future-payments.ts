import { eq } from 'drizzle-orm';
import { futurePayments } from '../../db/schema/payments';
import type { PaymentsDeps } from '../payments/payments-deps';
import { deactivateSchedule } from '../schedules/deactivate-schedule';
import { dueScheduleIds } from './due-schedules';
import { insertScheduledPayment, runContextOf } from './run-context';
import { type DueRunResult, type JobOptions, oneByOne, runDueInBatches } from './run-due-in-batches';

type Outcome = { paymentId: number } | { deactivated: true } | null;

/**
 * Makes the payment of every active future payment whose date has come (in its association's time
 * zone): in one transaction the payment is recorded (run key `future:<id>`) and the future payment
 * completed, then it is charged. Safe to run twice or concurrently: the row lock and the unique run
 * key let each future payment make one payment.
 */
export async function processDueFuturePayments(
  deps: PaymentsDeps,
  options: JobOptions,
): Promise<DueRunResult> {
  return runDueInBatches(
    deps,
    options,
    (afterId, limit) => dueScheduleIds(deps.db, 'future', options.now, afterId, limit),
    oneByOne((id) => runOne(deps, id, options.now)),
  );
}

async function runOne(deps: PaymentsDeps, id: number, now: Date): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(futurePayments).where(eq(futurePayments.id, id)).for('update');
    if (row?.status !== 'active') return null;
    const context = await runContextOf(tx, row, now);
    if ('stop' in context) {
      return (await deactivateSchedule(tx, 'future', id, context.stop, now)) ? { deactivated: true } : null;
    }
    if (row.scheduledDate > context.today) return null;
    const paymentId = await insertScheduledPayment(tx, row, {
      kind: 'future',
      fees: context.fees(row.amount),
      paymentDate: context.today,
      runKey: `future:${row.id}`,
      notes: row.notes,
      now,
    });
    await tx
      .update(futurePayments)
      .set({ status: 'completed', ...(paymentId === null ? {} : { paymentId }) })
      .where(eq(futurePayments.id, id));
    return paymentId === null ? null : { paymentId };
  });
}
