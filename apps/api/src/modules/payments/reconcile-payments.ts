import { and, inArray, lte } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { chargePayment } from './charge-payment';
import { chargeReference } from './charge-states';
import type { PaymentsDeps } from './payments-deps';
import { applyChargeState } from './record-charge-states';

/**
 * Brings our books and the processor into agreement (DESIGN.md "Payments"):
 * - a payment left `charging` (a crash between confirming and recording) is charged again with the
 *   same reference, which the processor answers with the charge it already made, if any, so the
 *   money moves exactly once;
 * - a `pending` bank payment is asked for its current state (settled, returned).
 */
export async function reconcilePayments(
  deps: PaymentsDeps,
  options: { olderThanMs: number; limit?: number },
): Promise<{ charged: number; updated: number; failed: number }> {
  const cutoff = new Date(deps.clock.now().getTime() - options.olderThanMs);
  const stuck = await deps.db
    .select({
      id: payments.id,
      status: payments.status,
      attempt: payments.attempt,
      chargeId: payments.processorChargeId,
    })
    .from(payments)
    .where(and(inArray(payments.status, ['charging', 'pending']), lte(payments.confirmedAt, cutoff)))
    .limit(options.limit ?? 1_000);
  let charged = 0;
  let updated = 0;
  let failed = 0;
  for (const payment of stuck) {
    try {
      if (payment.status === 'charging') {
        await chargePayment(deps, payment.id);
        charged += 1;
        continue;
      }
      const charge = payment.chargeId
        ? await deps.processor.retrieveCharge(payment.chargeId)
        : await deps.processor.findChargeByReference(chargeReference(payment));
      if (!charge) continue;
      const before = payment.status;
      const after = await applyChargeState(deps, payment.id, charge);
      if (after.status !== before) updated += 1;
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, paymentId: payment.id }, 'could not reconcile payment; will retry');
    }
  }
  return { charged, updated, failed };
}
