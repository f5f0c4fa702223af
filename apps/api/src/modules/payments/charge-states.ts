import type { PaymentStatus } from '../../db/schema/payments';
import type { NewEntry } from '../books/post-entry';
import type { ChargeState } from '../processor/port';
import { paymentEntries, settlementEntry } from './payment-postings';
import type { PaymentRow } from './payment-row';

/*
 * The charge state machine: which processor charge belongs to a payment's current attempt, and what a
 * charge state does to the payment (status, columns, entries). Pure; recording is record-charge-states.ts.
 */

/** The processor reference (and idempotency key) of a payment's current attempt. */
export const chargeReference = (payment: Pick<PaymentRow, 'id' | 'attempt'>) =>
  `payment:${payment.id}:${payment.attempt}`;

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

/** What recording a charge state does to one payment: nothing, or these changes and entries. */
export interface ChargeStatePlan {
  next: PaymentStatus;
  changes: Partial<PaymentRow>;
  entries: NewEntry[];
  reversal: 'return' | 'refund' | null;
}

/**
 * Whether a charge belongs to the payment's current attempt (ADR 092): the charge recorded on it, or,
 * before one is, the charge made with the current attempt's reference. A result or event of an earlier
 * attempt (attempt 1's late `charge.failed` while attempt 2 is charging) is not this attempt's.
 */
export function isCurrentAttempt(payment: PaymentRow, charge: ChargeState): boolean {
  if (payment.processorChargeId !== null) return payment.processorChargeId === charge.id;
  return charge.metadata.reference === chargeReference(payment);
}

export function planChargeState(payment: PaymentRow, charge: ChargeState, now: Date): ChargeStatePlan | null {
  if (!isCurrentAttempt(payment, charge)) return null;
  const next = statusFor(payment, charge);
  if (next === payment.status || !forward[payment.status].includes(next)) return null;
  const changes: Partial<PaymentRow> = { status: next, processorChargeId: charge.id };
  const entries: NewEntry[] = [];
  let reversal: ChargeStatePlan['reversal'] = null;
  if (next === 'pending' || next === 'processed') {
    changes.processedAt = payment.processedAt ?? now;
    changes.failureMessage = null;
    entries.push(...paymentEntries(payment, now));
  }
  if (next === 'processed') {
    changes.settledAt = charge.settledAt ?? now;
    entries.push(settlementEntry(payment, now));
  }
  if (next === 'setup' || next === 'failed') {
    changes.failureMessage = charge.failureMessage ?? 'The payment was declined.';
    changes.processorChargeId = null;
  }
  if (next === 'returned' || next === 'cancelled') {
    changes.returnedAt = charge.returnedAt ?? now;
    changes.failureMessage = charge.failureCode ? `Returned (${charge.failureCode})` : null;
    reversal = next === 'returned' ? 'return' : 'refund';
  }
  return { next, changes, entries, reversal };
}
