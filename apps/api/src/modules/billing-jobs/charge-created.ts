import { chargePayments } from '../payments/charge-payment';
import type { PaymentsDeps } from '../payments/payments-deps';

/**
 * Charges payments a job has just recorded, after their transactions committed (no transaction is
 * held across a processor call), a few processor calls at a time. A payment whose charge fails or is
 * not recorded stays `charging`; the settlement job's reconciler charges it again with the same
 * reference, so it is charged once.
 */
export function chargeCreated(deps: PaymentsDeps, paymentIds: number[]): Promise<number> {
  return chargePayments(deps, paymentIds);
}
