import { cents } from '@hoa/contracts/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type PaymentStatus, paymentMethods, payments } from '../../db/schema/payments';
import { type ChargeState, ProcessorError } from '../processor/port';
import { chargeReference } from './charge-states';
import type { PaymentRow } from './payment-row';
import type { PaymentsDeps } from './payments-deps';
import { applyChargeState, applyChargeStates } from './record-charge-states';

/* The processor call: charging `charging` payments with their attempt's reference as idempotency key. */

/**
 * Charges a payment that is `charging` (its confirmation is committed) and records the outcome.
 * No transaction is held across the processor call; the reference doubles as the processor's
 * idempotency key, so calling this again after a crash finds the same charge instead of making a
 * second one. Returns the payment as recorded.
 */
export async function chargePayment(deps: PaymentsDeps, paymentId: number): Promise<PaymentRow> {
  const [row] = await chargingPayments(deps, [paymentId]);
  if (!row) {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new Error(`No payment ${paymentId}`);
    return payment;
  }
  const outcome = await requestCharge(deps, row.payment, row.processorMethodId);
  return 'recorded' in outcome ? outcome.recorded : applyChargeState(deps, paymentId, outcome.charge);
}

/** The `charging` payments among these ids, with the processor's reference of their method. */
function chargingPayments(deps: PaymentsDeps, ids: readonly number[]) {
  return deps.db
    .select({ payment: payments, processorMethodId: paymentMethods.processorMethodId })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(and(inArray(payments.id, [...ids]), eq(payments.status, 'charging')))
    .orderBy(asc(payments.id));
}

/**
 * Asks the processor to charge a `charging` payment (its reference is the idempotency key). A decline
 * is recorded at once; an outage or an unknown error throws, leaving the payment `charging` for the
 * reconciler, since the charge may or may not exist.
 */
async function requestCharge(
  deps: PaymentsDeps,
  payment: PaymentRow,
  processorMethodId: string,
): Promise<{ charge: ChargeState } | { recorded: PaymentRow }> {
  const reference = chargeReference(payment);
  let charge: ChargeState;
  try {
    charge = await deps.processor.charge({
      amount: cents(payment.total),
      methodId: processorMethodId,
      reference,
      idempotencyKey: reference,
      description: `Association payment ${payment.id}`,
      metadata: { paymentId: String(payment.id), subLedgerId: String(payment.subLedgerId) },
    });
  } catch (error) {
    if (error instanceof ProcessorError && error.kind !== 'unavailable') {
      return { recorded: await recordFailure(deps, payment, error.message) };
    }
    throw error;
  }
  deps.crashPoint('after-processor-charge');
  return { charge };
}

/**
 * Charges a job's payments: up to `concurrency` processor calls at a time, and each group's outcomes
 * recorded in one transaction (`applyChargeStates`). Returns how many were dealt with (charged, or
 * declined and recorded); the others stay `charging` and the reconciler finishes them with the same
 * references, so nothing is charged twice.
 */
export async function chargePayments(
  deps: PaymentsDeps,
  paymentIds: readonly number[],
  options: { concurrency?: number; groupSize?: number } = {},
): Promise<number> {
  const concurrency = options.concurrency ?? 8;
  const groupSize = options.groupSize ?? 100;
  let done = 0;
  for (let start = 0; start < paymentIds.length; start += groupSize) {
    const rows = await chargingPayments(deps, paymentIds.slice(start, start + groupSize));
    const charged: { paymentId: number; charge: ChargeState }[] = [];
    await forEachConcurrently(rows, concurrency, async ({ payment, processorMethodId }) => {
      try {
        const outcome = await requestCharge(deps, payment, processorMethodId);
        if ('charge' in outcome) charged.push({ paymentId: payment.id, charge: outcome.charge });
        else done += 1;
      } catch (error) {
        deps.log.warn(
          { err: error, paymentId: payment.id },
          'payment not charged yet; the reconciler retries',
        );
      }
    });
    try {
      await applyChargeStates(deps, charged);
      done += charged.length;
    } catch (error) {
      deps.log.warn(
        { err: error, paymentIds: charged.map((item) => item.paymentId) },
        'charges made but not recorded yet; the reconciler records them',
      );
    }
  }
  return done;
}

/** Runs `task` on every item, at most `limit` at a time. */
async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function recordFailure(deps: PaymentsDeps, payment: PaymentRow, message: string): Promise<PaymentRow> {
  // a user's one-time payment goes back to its setup so another method can be chosen; only the
  // attempt that failed may be moved (ADR 092)
  const status: PaymentStatus = payment.kind === 'one_time' ? 'setup' : 'failed';
  const [updated] = await deps.db
    .update(payments)
    .set({ status, failureMessage: message })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, 'charging'),
        eq(payments.attempt, payment.attempt),
      ),
    )
    .returning();
  if (updated) return updated;
  const [current] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
  return current ?? payment;
}
