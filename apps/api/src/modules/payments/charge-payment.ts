import { type Cents, cents } from '@hoa/contracts/money';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { journalEntries } from '../../db/schema/books';
import { type PaymentStatus, paymentMethods, payments } from '../../db/schema/payments';
import { queuePaymentNotices } from '../billing-jobs/payment-notices';
import { postEntries } from '../books/post-entries';
import { type NewEntry, reverseEntry } from '../books/post-entry';
import { type ChargeState, ProcessorError } from '../processor/port';
import type { PaymentRow } from './payment-row';
import type { PaymentsDeps } from './payments-deps';

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
interface ChargeStatePlan {
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

function planChargeState(payment: PaymentRow, charge: ChargeState, now: Date): ChargeStatePlan | null {
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

const methodWords = {
  one_time: 'Payment',
  future: 'Scheduled payment',
  recurring: 'Recurring payment',
  auto_draft: 'Auto-Draft payment',
  express: 'Express payment',
} as const;

/** The fee entries and the payment entry: the homeowner is charged the fees and credited the total. */
function paymentEntries(payment: PaymentRow, now: Date): NewEntry[] {
  const base = {
    associationId: payment.associationId,
    effectiveDate: payment.paymentDate,
    postedAt: now,
    paymentId: payment.id,
  };
  const fee = (kind: 'processing_fee' | 'large_amount_fee', amount: number, memo: string): NewEntry[] =>
    amount <= 0
      ? []
      : [
          {
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
          },
        ];
  return [
    ...fee('processing_fee', payment.processingFee, 'Processing fee'),
    ...fee('large_amount_fee', payment.largeAmountFee, 'Large payment fee'),
    {
      ...base,
      kind: 'payment',
      memo: `${methodWords[payment.kind]} — thank you`,
      sourceKey: `payment:${payment.id}`,
      lines: [
        { account: 'cash_clearing', amount: cents(payment.total) },
        { account: 'receivable', subLedgerId: payment.subLedgerId, amount: cents(-payment.total) },
      ],
    },
  ];
}

/** Funds arrived: in-transit money becomes operating cash. */
function settlementEntry(payment: PaymentRow, now: Date): NewEntry {
  return {
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
  };
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
