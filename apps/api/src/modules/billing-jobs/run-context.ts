import { billingMessages } from '@hoa/contracts/billing';
import { cents } from '@hoa/contracts/money';
import { computeFees, type FeeOption, type Fees } from '@hoa/contracts/payment-rules';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { type PaymentKind, paymentMethods, payments } from '../../db/schema/payments';
import { paymentOptionsFor } from '../payments/fees';
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

type FeeOptionRow = FeeOption & { enabled: boolean };

/** Why a schedule cannot run any more, or what it needs to run, from what was read for it. */
function contextFor(
  subLedger: SubLedgerContext,
  method: PaymentMethodRow,
  option: FeeOptionRow,
  now: Date,
): RunContext | { stop: string } {
  if (subLedger.paymentsBlocked) return { stop: billingMessages.blocked };
  if (subLedger.paymentsDisabled) return { stop: billingMessages.disabled };
  if (method.status !== 'active') return { stop: methodRemovedReason };
  if (isExpired(method, now)) return { stop: billingMessages.methodExpired };
  if (!option.enabled) return { stop: billingMessages.methodUnavailable[method.kind] };
  return {
    subLedger,
    method,
    today: todayIn(subLedger, now),
    fees: (amount) => computeFees(cents(amount), option, subLedger.largeAmountFeeBasisPoints),
  };
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
  const contexts = await runContextsOf(tx, [{ ...schedule, id: 0 }], now);
  return contexts.get(0) as RunContext | { stop: string };
}

/** `runContextOf` for a batch of schedules: one read each of sub-ledgers, methods and payment options. */
export async function runContextsOf(
  tx: Db,
  schedules: readonly (Schedule & { id: number })[],
  now: Date,
): Promise<Map<number, RunContext | { stop: string }>> {
  // one after another: inside a transaction the statements share one connection anyway
  const ledgers = await listSubLedgersByIds(tx, [...new Set(schedules.map((row) => row.subLedgerId))]);
  const methodIds = [...new Set(schedules.map((row) => row.paymentMethodId))];
  const methods =
    methodIds.length === 0
      ? []
      : await tx.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds));
  const options = await paymentOptionsFor(tx, [...new Set(schedules.map((row) => row.associationId))]);
  const ledgerById = new Map(ledgers.map((row) => [row.subLedgerId, row]));
  const methodById = new Map(methods.map((row) => [row.id, row]));
  const contexts = new Map<number, RunContext | { stop: string }>();
  for (const schedule of schedules) {
    const subLedger = ledgerById.get(schedule.subLedgerId);
    const method = methodById.get(schedule.paymentMethodId);
    if (!subLedger || !method) throw new Error('A schedule lost its sub-ledger or method');
    contexts.set(
      schedule.id,
      contextFor(subLedger, method, options(subLedger.associationId, method.kind), now),
    );
  }
  return contexts;
}

/**
 * Records a payment a schedule makes, ready to charge (`charging`, confirmed now). The run key is
 * unique, so the same run can never make a second payment however often or concurrently the job runs.
 * Returns the payment's id, or null when the run key already had one.
 */
export async function insertScheduledPayment(
  tx: Db,
  schedule: Schedule,
  input: ScheduledPaymentInput,
): Promise<number | null> {
  const [row] = await tx
    .insert(payments)
    .values(scheduledPaymentValues(schedule, input))
    .onConflictDoNothing({ target: payments.runKey })
    .returning({ id: payments.id });
  return row?.id ?? null;
}

export interface ScheduledPaymentInput {
  kind: PaymentKind;
  fees: Fees;
  paymentDate: string;
  runKey: string;
  notes: string | null;
  now: Date;
}

/** The payment row a schedule's run records: `charging`, confirmed now, ready to charge. */
export function scheduledPaymentValues(schedule: Schedule, input: ScheduledPaymentInput) {
  return {
    userId: schedule.userId,
    ownerId: schedule.ownerId,
    propertyId: schedule.propertyId,
    subLedgerId: schedule.subLedgerId,
    associationId: schedule.associationId,
    paymentMethodId: schedule.paymentMethodId,
    kind: input.kind,
    status: 'charging' as const,
    ...input.fees,
    paymentDate: input.paymentDate,
    notes: input.notes,
    attempt: 1,
    runKey: input.runKey,
    createdAt: input.now,
    confirmedAt: input.now,
  };
}

/** `date` column value of "today" in each association's own time zone, for due-date queries. */
export const associationToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${associations.timeZone})::date`;
