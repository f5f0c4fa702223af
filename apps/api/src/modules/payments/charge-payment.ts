import { type Cents, cents } from '@hoa/contracts/money';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { journalEntries } from '../../db/schema/books';
import { type PaymentStatus, paymentMethods, payments } from '../../db/schema/payments';
import { queuePaymentNotice } from '../billing-jobs/payment-notices';
import { postEntry, reverseEntry } from '../books/post-entry';
import { type ChargeState, ProcessorError } from '../processor/port';
import type { PaymentsDeps } from './payments-deps';

export type PaymentRow = typeof payments.$inferSelect;

/** The processor reference (and idempotency key) of a payment's current attempt. */
export const chargeReference = (payment: Pick<PaymentRow, 'id' | 'attempt'>) =>
  `payment:${payment.id}:${payment.attempt}`;

/**
 * Charges a payment that is `charging` (its confirmation is committed) and records the outcome.
 * No transaction is held across the processor call; the reference doubles as the processor's
 * idempotency key, so calling this again after a crash finds the same charge instead of making a
 * second one. Returns the payment as recorded.
 */
export async function chargePayment(deps: PaymentsDeps, paymentId: number): Promise<PaymentRow> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`No payment ${paymentId}`);
  if (payment.status !== 'charging') return payment;
  const [method] = await deps.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, payment.paymentMethodId));
  if (!method) throw new Error(`Payment ${paymentId} has no method`);
  const reference = chargeReference(payment);
  let charge: ChargeState;
  try {
    charge = await deps.processor.charge({
      amount: cents(payment.total),
      methodId: method.processorMethodId,
      reference,
      idempotencyKey: reference,
      description: `Association payment ${payment.id}`,
      metadata: { paymentId: String(payment.id), subLedgerId: String(payment.subLedgerId) },
    });
  } catch (error) {
    if (error instanceof ProcessorError && error.kind !== 'unavailable') {
      return recordFailure(deps, payment, error.message);
    }
    // unavailable or unknown: the charge may or may not exist; stay `charging` for the reconciler
    throw error;
  }
  deps.crashPoint('after-processor-charge');
  return applyChargeState(deps, paymentId, charge);
}

async function recordFailure(deps: PaymentsDeps, payment: PaymentRow, message: string): Promise<PaymentRow> {
  // a user's one-time payment goes back to its setup so another method can be chosen
  const status: PaymentStatus = payment.kind === 'one_time' ? 'setup' : 'failed';
  const [updated] = await deps.db
    .update(payments)
    .set({ status, failureMessage: message })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'charging')))
    .returning();
  return updated ?? payment;
}

/** The status a payment takes for what the processor says about its charge. */
function statusFor(payment: PaymentRow, charge: ChargeState): PaymentStatus {
  switch (charge.status) {
    case 'processing':
      return 'pending';
    case 'succeeded':
      return 'processed';
    case 'failed':
      return payment.kind === 'one_time' ? 'setup' : 'failed';
    case 'returned':
      return 'returned';
    case 'refunded':
      return 'cancelled';
  }
}

/** Statuses a payment may move to from each status (webhooks can arrive late or out of order). */
const forward: Record<PaymentStatus, PaymentStatus[]> = {
  setup: ['charging', 'cancelled'],
  charging: ['pending', 'processed', 'setup', 'failed', 'returned', 'cancelled'],
  scheduled: [],
  pending: ['processed', 'returned', 'cancelled'],
  processed: ['returned', 'cancelled'],
  failed: [],
  returned: [],
  cancelled: [],
};

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
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`No payment ${paymentId}`);
    if (payment.processorChargeId !== null && payment.processorChargeId !== charge.id) return payment;
    const next = statusFor(payment, charge);
    if (next === payment.status || !forward[payment.status].includes(next)) return payment;
    const now = deps.clock.now();
    const changes: Partial<PaymentRow> = { status: next, processorChargeId: charge.id };
    if (next === 'pending' || next === 'processed') {
      changes.processedAt = payment.processedAt ?? now;
      changes.failureMessage = null;
      await postPayment(tx, payment, now);
    }
    if (next === 'processed') {
      changes.settledAt = charge.settledAt ?? now;
      await postSettlement(tx, payment, now);
    }
    if (next === 'setup' || next === 'failed') {
      changes.failureMessage = charge.failureMessage ?? 'The payment was declined.';
      changes.processorChargeId = null;
    }
    if (next === 'returned' || next === 'cancelled') {
      changes.returnedAt = charge.returnedAt ?? now;
      changes.failureMessage = charge.failureCode ? `Returned (${charge.failureCode})` : null;
      await reversePayment(tx, payment, now, next === 'returned' ? 'return' : 'refund');
    }
    await queuePaymentNotice(tx, payment, next, charge, now);
    const [updated] = await tx.update(payments).set(changes).where(eq(payments.id, paymentId)).returning();
    return updated as PaymentRow;
  });
}

const methodWords = {
  one_time: 'Payment',
  future: 'Scheduled payment',
  recurring: 'Recurring payment',
  auto_draft: 'Auto-Draft payment',
  express: 'Express payment',
} as const;

/** The fee entries and the payment entry: the homeowner is charged the fees and credited the total. */
async function postPayment(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  const base = {
    associationId: payment.associationId,
    effectiveDate: payment.paymentDate,
    postedAt: now,
    paymentId: payment.id,
  };
  const fee = async (kind: 'processing_fee' | 'large_amount_fee', amount: number, memo: string) => {
    if (amount <= 0) return;
    await postEntry(tx, {
      ...base,
      kind,
      memo,
      sourceKey: `payment:${payment.id}:${kind}`,
      lines: [
        { account: 'receivable', subLedgerId: payment.subLedgerId, amount: cents(amount) },
        {
          account: kind === 'processing_fee' ? 'processing_fee_income' : 'large_amount_fee_income',
          amount: cents(-amount),
        },
      ],
    });
  };
  await fee('processing_fee', payment.processingFee, 'Processing fee');
  await fee('large_amount_fee', payment.largeAmountFee, 'Large payment fee');
  await postEntry(tx, {
    ...base,
    kind: 'payment',
    memo: `${methodWords[payment.kind]} — thank you`,
    sourceKey: `payment:${payment.id}`,
    lines: [
      { account: 'cash_clearing', amount: cents(payment.total) },
      { account: 'receivable', subLedgerId: payment.subLedgerId, amount: cents(-payment.total) },
    ],
  });
}

/** Funds arrived: in-transit money becomes operating cash. */
async function postSettlement(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  await postEntry(tx, {
    associationId: payment.associationId,
    kind: 'settlement',
    memo: `Payment ${payment.id} settled`,
    effectiveDate: payment.paymentDate,
    postedAt: now,
    paymentId: payment.id,
    sourceKey: `payment:${payment.id}:settlement`,
    lines: [
      { account: 'operating_cash', amount: cents(payment.total) },
      { account: 'cash_clearing', amount: cents(-payment.total) as Cents },
    ],
  });
}

/** A return or refund reverses everything the payment posted (fees, payment, settlement). */
async function reversePayment(
  tx: Db,
  payment: PaymentRow,
  now: Date,
  kind: 'return' | 'refund',
): Promise<void> {
  const posted = await tx
    .select({ id: journalEntries.id, sourceKey: journalEntries.sourceKey, kind: journalEntries.kind })
    .from(journalEntries)
    .where(and(eq(journalEntries.paymentId, payment.id)));
  const [association] = await tx
    .select({ timeZone: associations.timeZone })
    .from(associations)
    .where(eq(associations.id, payment.associationId));
  const effectiveDate = calendarDateIn(now, association?.timeZone ?? 'America/New_York');
  for (const entry of posted) {
    if (entry.sourceKey.startsWith('reversal:')) continue;
    await reverseEntry(tx, entry, {
      kind,
      memo: kind === 'return' ? `Returned payment ${payment.id}` : `Refunded payment ${payment.id}`,
      effectiveDate,
      postedAt: now,
      paymentId: payment.id,
    });
  }
}
