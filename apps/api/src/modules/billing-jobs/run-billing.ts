import type { PaymentsDeps } from '../payments/payments-deps';
import { reconcilePayments } from '../payments/reconcile-payments';
import { processAutoDraftPulls } from './process-auto-draft-pulls';
import { processDueFuturePayments } from './process-due-future-payments';
import { processDueRecurringPayments } from './process-due-recurring-payments';
import { sendPaymentReminders } from './send-payment-reminders';

/** Payments whose confirmation is this old and still `charging` or `pending` are asked about again. */
export const settleAfterMs = 60_000;

/**
 * Everything that is due now: scheduled, recurring and Auto-Draft payments, then the reminders (with the
 * accounts' statement links at `publicUrl`).
 */
export async function runDuePayments(deps: PaymentsDeps, now: Date, publicUrl: string) {
  return {
    future: await processDueFuturePayments(deps, { now }),
    recurring: await processDueRecurringPayments(deps, { now }),
    autoDraft: await processAutoDraftPulls(deps, { now }),
    reminders: await sendPaymentReminders(deps, { now, publicUrl }),
  };
}

/**
 * ACH settlement and returns, and any payment a crash left `charging`: the reconciler asks the
 * processor and records what it says (a return queues the homeowner's notice with it).
 */
export function settlePayments(deps: PaymentsDeps) {
  return reconcilePayments(deps, { olderThanMs: settleAfterMs });
}
