import { asc, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { payments } from '../../db/schema/payments';
import { queuePaymentNotices } from '../billing-jobs/payment-notices';
import { postEntries } from '../books/post-entries';
import type { ChargeState } from '../processor/port';
import { type ChargeStatePlan, planChargeState } from './charge-states';
import { reversePayment } from './payment-postings';
import type { PaymentRow } from './payment-row';
import type { PaymentsDeps } from './payments-deps';

/**
 * Records a charge's state on its payment and in the books, exactly once: under a row lock, only
 * forward moves are applied, and every entry has a source key. Safe to call again with the same or
 * an older state (webhook replays, the reconciler, the settlement poller).
 */
export async function applyChargeState(
  deps: PaymentsDeps,
  paymentId: number,
  charge: ChargeState,
): Promise<PaymentRow> {
  const [payment] = await applyChargeStates(deps, [{ paymentId, charge }]);
  return payment as PaymentRow;
}

/**
 * `applyChargeState` for several payments in one transaction (a job's batch): the rows are locked in
 * id order, all their entries are posted together, and each payment's move and e-mail are recorded.
 * If anything fails, nothing of the batch is recorded and its payments stay as they were (`charging`
 * ones are picked up by the reconciler, which asks the processor again). Returns the payments as
 * recorded, in the order given.
 */
export async function applyChargeStates(
  deps: PaymentsDeps,
  updates: readonly { paymentId: number; charge: ChargeState }[],
): Promise<PaymentRow[]> {
  if (updates.length === 0) return [];
  const ids = updates.map((update) => update.paymentId);
  if (new Set(ids).size !== ids.length) throw new Error('A payment appears twice in one batch of charges');
  return deps.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(payments)
      .where(inArray(payments.id, ids))
      .orderBy(asc(payments.id))
      .for('update');
    const byId = new Map(locked.map((row) => [row.id, row]));
    const now = deps.clock.now();
    const plans = updates.map(({ paymentId, charge }) => {
      const payment = byId.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      return { payment, charge, plan: planChargeState(payment, charge, now) };
    });
    const entries = plans.flatMap(({ plan }) => plan?.entries ?? []);
    if (entries.length > 0) await postEntries(tx, entries);
    const moves = plans.flatMap(({ payment, charge, plan }) => (plan ? [{ payment, charge, plan }] : []));
    for (const { payment, plan } of moves) {
      if (plan.reversal) await reversePayment(tx, payment, now, plan.reversal);
    }
    await queuePaymentNotices(
      tx,
      moves.map(({ payment, charge, plan }) => ({ payment, charge, next: plan.next })),
      now,
    );
    await recordMoves(tx, moves);
    const recorded = plans.map(({ payment, plan }) => (plan ? { ...payment, ...plan.changes } : payment));
    return recorded;
  });
}

/**
 * Writes each payment's move in one statement for all of them. Every column a move may change is
 * written with its final value (the change, or what the row already had), so the rows end up exactly
 * as `{ ...payment, ...changes }`.
 */
async function recordMoves(
  tx: Db,
  moves: readonly { payment: PaymentRow; plan: ChargeStatePlan }[],
): Promise<void> {
  if (moves.length === 0) return;
  const rows = moves.map(({ payment, plan }) => {
    const after = { ...payment, ...plan.changes };
    return {
      id: payment.id,
      status: after.status,
      charge: after.processorChargeId,
      failure: after.failureMessage,
      processed: after.processedAt,
      settled: after.settledAt,
      returned: after.returnedAt,
    };
  });
  const updated = await queryRows<{ id: number | string }>(
    tx,
    sql`update payments as p
        set status = v.status, processor_charge_id = v.charge, failure_message = v.failure,
            processed_at = v.processed, settled_at = v.settled, returned_at = v.returned
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(id bigint, status text, charge text, failure text,
               processed timestamptz, settled timestamptz, returned timestamptz)
        where p.id = v.id
        returning p.id`,
  );
  if (updated.length !== rows.length) throw new Error('A payment vanished while its charge was recorded');
}
