import { chargePayment } from '../payments/charge-payment';
import type { PaymentsDeps } from '../payments/payments-deps';

/**
 * Charges payments a job has just recorded, one after another, after their transactions committed
 * (no transaction is held across the processor call). A failure leaves the payment `charging`; the
 * settlement job's reconciler charges it again with the same reference, so it is charged once.
 */
export async function chargeCreated(deps: PaymentsDeps, paymentIds: number[]): Promise<number> {
  let charged = 0;
  for (const id of paymentIds) {
    try {
      await chargePayment(deps, id);
      charged += 1;
    } catch (error) {
      deps.log.warn(
        { err: error, paymentId: id },
        'scheduled payment not charged yet; the reconciler retries',
      );
    }
  }
  return charged;
}
