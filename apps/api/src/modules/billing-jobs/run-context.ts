import { billingMessages } from '@hoa/contracts/billing';
import { cents } from '@hoa/contracts/money';
import { computeFees, type Fees } from '@hoa/contracts/payment-rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { type PaymentKind, paymentMethods, payments } from '../../db/schema/payments';
import { paymentOptionFor } from '../payments/fees';
import { isExpired, type PaymentMethodRow } from '../payments/payment-method-context';
import { listSubLedgersByIds, type SubLedgerContext, todayIn } from '../payments/sub-ledger-context';
import { methodRemovedReason } from '../schedules/deactivate-for-method';

/** The columns every schedule shares: whose it is, which account it pays, from which method. */
export interface Schedule {
  userId: number;
  ownerId: number;
  propertyId: number;
  subLedgerId: number;
  associationId: number;
  paymentMethodId: number;
}

export interface RunContext {
  subLedger: SubLedgerContext;
  method: PaymentMethodRow;
  /** Today in the association's time zone. */
  today: string;
  fees(amount: number): Fees;
}

/**
 * What a due schedule needs to make its payment, or why it cannot run any more (blocked or disabled
 * account, removed or expired method, a method kind the association stopped offering).
 */
export async function runContextOf(
  tx: Db,
  schedule: Schedule,
  now: Date,
): Promise<RunContext | { stop: string }> {
  const [subLedger] = await listSubLedgersByIds(tx, [schedule.subLedgerId]);
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, schedule.paymentMethodId));
  if (!subLedger || !method) throw new Error('A schedule lost its sub-ledger or method');
  if (subLedger.paymentsBlocked) return { stop: billingMessages.blocked };
  if (subLedger.paymentsDisabled) return { stop: billingMessages.disabled };
  if (method.status !== 'active') return { stop: methodRemovedReason };
  if (isExpired(method, now)) return { stop: billingMessages.methodExpired };
  const option = await paymentOptionFor(tx, subLedger.associationId, method.kind);
  if (!option.enabled) return { stop: billingMessages.methodUnavailable[method.kind] };
  return {
    subLedger,
    method,
    today: todayIn(subLedger, now),
    fees: (amount) => computeFees(cents(amount), option, subLedger.largeAmountFeeBasisPoints),
  };
}

/**
 * Records a payment a schedule makes, ready to charge (`charging`, confirmed now). The run key is
 * unique, so the same run can never make a second payment however often or concurrently the job runs.
 * Returns the payment's id, or null when the run key already had one.
 */
export async function insertScheduledPayment(
  tx: Db,
  schedule: Schedule,
  input: {
    kind: PaymentKind;
    fees: Fees;
    paymentDate: string;
    runKey: string;
    notes: string | null;
    now: Date;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(payments)
    .values({
      userId: schedule.userId,
      ownerId: schedule.ownerId,
      propertyId: schedule.propertyId,
      subLedgerId: schedule.subLedgerId,
      associationId: schedule.associationId,
      paymentMethodId: schedule.paymentMethodId,
      kind: input.kind,
      status: 'charging',
      ...input.fees,
      paymentDate: input.paymentDate,
      notes: input.notes,
      attempt: 1,
      runKey: input.runKey,
      createdAt: input.now,
      confirmedAt: input.now,
    })
    .onConflictDoNothing({ target: payments.runKey })
    .returning({ id: payments.id });
  return row?.id ?? null;
}

/** `date` column value of "today" in each association's own time zone, for due-date queries. */
export const associationToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${associations.timeZone})::date`;
