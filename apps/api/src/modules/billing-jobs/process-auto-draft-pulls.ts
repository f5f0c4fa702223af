import { and, asc, eq, gt, gte, lte, notExists, sql } from 'drizzle-orm';
import { associations } from '../../db/schema/associations';
import { journalLines } from '../../db/schema/books';
import { autoDraftEnrollments, payments } from '../../db/schema/payments';
import { subLedgerBalance } from '../books/balances';
import type { PaymentsDeps } from '../payments/payments-deps';
import { autoDraftRunKey, pullDateIn } from '../schedules/auto-draft-view';
import { deactivateSchedule } from '../schedules/deactivate-schedule';
import { associationToday, insertScheduledPayment, runContextOf } from './run-context';
import { type DueRunResult, type JobOptions, oneByOne, runDueInBatches } from './run-due-in-batches';

type Outcome = { paymentId: number } | { deactivated: true } | null;

/**
 * Pulls the balance of every active Auto-Draft enrollment whose pull day of this month (from its start
 * month on) has come and that has not been pulled this month: run key `autodraft:<id>:<YYYY-MM>`, so
 * at most one pull a month. Nothing is pulled while nothing is owed; a balance that appears later in
 * the month is pulled on the next run.
 */
export async function processAutoDraftPulls(deps: PaymentsDeps, options: JobOptions): Promise<DueRunResult> {
  const today = associationToday(options.now);
  const month = sql`to_char(${today}, 'YYYY-MM')`;
  return runDueInBatches(
    deps,
    options,
    (afterId, limit) =>
      deps.db
        .select({ id: autoDraftEnrollments.id })
        .from(autoDraftEnrollments)
        .innerJoin(associations, eq(associations.id, autoDraftEnrollments.associationId))
        .where(
          and(
            eq(autoDraftEnrollments.status, 'active'),
            lte(autoDraftEnrollments.startMonth, today),
            gte(sql`extract(day from ${today})`, autoDraftEnrollments.pullDay),
            // only accounts that owe something (the run re-checks under its lock)
            gt(
              sql`(select coalesce(sum(${journalLines.amount}), 0) from ${journalLines} where ${journalLines.subLedgerId} = ${autoDraftEnrollments.subLedgerId})`,
              0,
            ),
            gt(autoDraftEnrollments.id, afterId),
            notExists(
              deps.db
                .select({ one: sql`1` })
                .from(payments)
                .where(
                  eq(payments.runKey, sql`'autodraft:' || ${autoDraftEnrollments.id} || ':' || ${month}`),
                ),
            ),
          ),
        )
        .orderBy(asc(autoDraftEnrollments.id))
        .limit(limit),
    oneByOne((id) => runOne(deps, id, options.now)),
  );
}

async function runOne(deps: PaymentsDeps, id: number, now: Date): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(autoDraftEnrollments)
      .where(eq(autoDraftEnrollments.id, id))
      .for('update');
    if (row?.status !== 'active') return null;
    const context = await runContextOf(tx, row, now);
    if ('stop' in context) {
      return (await deactivateSchedule(tx, 'autoDraft', id, context.stop, now))
        ? { deactivated: true }
        : null;
    }
    const month = context.today.slice(0, 7);
    if (month < row.startMonth.slice(0, 7) || pullDateIn(month, row.pullDay) > context.today) return null;
    const balance = await subLedgerBalance(tx, row.subLedgerId);
    if (balance <= 0) return null;
    const paymentId = await insertScheduledPayment(tx, row, {
      kind: 'auto_draft',
      fees: context.fees(balance),
      paymentDate: context.today,
      runKey: autoDraftRunKey(row.id, month),
      notes: null,
      now,
    });
    return paymentId === null ? null : { paymentId };
  });
}
