import { billingMessages, type PaymentInterval } from '@hoa/contracts/billing';
import type { RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { type MethodKindColumn, recurringPayments } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { methodUnavailable, paymentOptionsFor } from '../payments/fees';
import type { PaymentsDeps } from '../payments/payments-deps';
import { todayIn } from '../payments/sub-ledger-context';
import { dateFilterConditions } from './date-filters';
import { dayOfMonth } from './recurring-dates';
import {
  type RecurringPaymentRow,
  recurringPaymentDto,
  recurringPaymentDtos,
} from './recurring-payment-view';
import { ownSubLedgerIds } from './schedule-context';
import { assertScheduleDate, changeableStatuses, setupNotOpen } from './schedule-rules';
import {
  assertStillChangeable,
  checkNewSchedule,
  loadChangeableSchedule,
  loadConfirmableSetup,
  scheduleOwnerColumns,
} from './schedule-steps';

async function loadRow(deps: PaymentsDeps, id: number): Promise<RecurringPaymentRow | undefined> {
  const [row] = await deps.db.select().from(recurringPayments).where(eq(recurringPayments.id, id));
  return row;
}

async function assertMethodOffered(db: Db, associationId: number, kind: MethodKindColumn): Promise<void> {
  const option = (await paymentOptionsFor(db, [associationId]))(associationId, kind);
  if (!option.enabled) throw methodUnavailable(kind);
}

interface AmountRule {
  amount: number | null;
  payFullBalance: boolean;
  maximumAmount: number | null;
}

/** A fixed amount (no more than the maximum), or the full balance (optionally capped). */
function checkAmountRule(rule: AmountRule): AmountRule {
  if (rule.payFullBalance) return { ...rule, amount: null };
  if (rule.amount === null) {
    throw new AppError('VALIDATION_FAILED', billingMessages.amountPositive, {
      detail: `body.amount: ${billingMessages.amountPositive}`,
    });
  }
  if (rule.maximumAmount !== null && rule.maximumAmount < rule.amount) {
    throw new AppError('VALIDATION_FAILED', billingMessages.maximumBelowAmount, {
      detail: `body.maximumAmount: ${billingMessages.maximumBelowAmount}`,
    });
  }
  return rule;
}

export async function setupRecurringPayment(
  deps: PaymentsDeps,
  principal: Principal,
  input: {
    subLedgerId: number;
    paymentMethodId: number;
    amount?: number | undefined;
    payFullBalance: boolean;
    maximumAmount?: number | undefined;
    interval: PaymentInterval;
    nextPaymentDate: string;
    notes?: string | undefined;
  },
): Promise<RecurringPaymentDto> {
  const now = deps.clock.now();
  const { subLedger, method } = await checkNewSchedule(
    deps,
    principal,
    input,
    { field: 'nextPaymentDate', value: input.nextPaymentDate },
    now,
  );
  const rule = checkAmountRule({
    amount: input.amount ?? null,
    payFullBalance: input.payFullBalance,
    maximumAmount: input.maximumAmount ?? null,
  });
  await assertMethodOffered(deps.db, subLedger.associationId, method.kind);
  const [row] = await deps.db
    .insert(recurringPayments)
    .values({
      ...scheduleOwnerColumns(principal, subLedger, method.id),
      ...rule,
      interval: input.interval,
      nextPaymentDate: input.nextPaymentDate,
      anchorDay: dayOfMonth(input.nextPaymentDate),
      notes: input.notes || null,
      status: 'setup',
      createdAt: now,
    })
    .returning();
  return recurringPaymentDto(deps.db, row as RecurringPaymentRow, now);
}

/** Confirms a setup: payments start on its next payment date. One of concurrent confirms wins. */
export async function confirmRecurringPayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
): Promise<RecurringPaymentDto> {
  const now = deps.clock.now();
  await loadConfirmableSetup(deps, principal, await loadRow(deps, id), 'nextPaymentDate', now);
  const [confirmed] = await deps.db
    .update(recurringPayments)
    .set({ status: 'active', confirmedAt: now })
    .where(and(eq(recurringPayments.id, id), eq(recurringPayments.status, 'setup')))
    .returning();
  if (!confirmed) throw setupNotOpen();
  return recurringPaymentDto(deps.db, confirmed, now);
}

export interface RecurringPaymentQuery {
  subLedgerId?: number | undefined;
  accountNumber?: string | undefined;
  [filter: string]: unknown;
}

/** The principal's recurring payments that run or were stopped for them (not removed, not open setups). */
export async function listRecurringPayments(
  deps: PaymentsDeps,
  principal: Principal,
  query: RecurringPaymentQuery,
): Promise<RecurringPaymentDto[]> {
  const subLedgerIds = await ownSubLedgerIds(deps.db, principal, query);
  if (subLedgerIds.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(recurringPayments)
    .where(
      and(
        eq(recurringPayments.userId, principal.userId),
        inArray(recurringPayments.subLedgerId, subLedgerIds),
        inArray(recurringPayments.status, ['active', 'deactivated', 'completed']),
        ...dateFilterConditions(recurringPayments.nextPaymentDate, 'nextPaymentDate', query),
      ),
    )
    .orderBy(asc(recurringPayments.nextPaymentDate), asc(recurringPayments.id));
  return recurringPaymentDtos(deps.db, rows, deps.clock.now());
}

export interface RecurringPaymentChanges {
  amount?: number | undefined;
  payFullBalance?: boolean | undefined;
  maximumAmount?: number | null | undefined;
  interval?: PaymentInterval | undefined;
  nextPaymentDate?: string | undefined;
  notes?: string | undefined;
  paymentMethodId?: number | undefined;
}

/** Everything but the method can change until the cutoff before the next payment date (SPEC §4). */
export async function updateRecurringPayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  input: RecurringPaymentChanges,
): Promise<RecurringPaymentDto> {
  const now = deps.clock.now();
  const { subLedger } = await loadChangeableSchedule(
    deps,
    principal,
    await loadRow(deps, id),
    'nextPaymentDate',
    now,
    input,
  );
  if (input.nextPaymentDate !== undefined) {
    assertScheduleDate('nextPaymentDate', input.nextPaymentDate, todayIn(subLedger, now));
  }
  const updated = await deps.db.transaction(async (tx) => {
    // under the row lock, so the due-payment job cannot run it between the checks and the write
    const [locked] = await tx
      .select()
      .from(recurringPayments)
      .where(eq(recurringPayments.id, id))
      .for('update');
    if (!locked) throw setupNotOpen();
    assertStillChangeable(locked, 'nextPaymentDate', now);
    const rule = checkAmountRule({
      payFullBalance: input.payFullBalance ?? locked.payFullBalance,
      amount: input.amount ?? locked.amount,
      maximumAmount: input.maximumAmount === undefined ? locked.maximumAmount : input.maximumAmount,
    });
    const nextPaymentDate = input.nextPaymentDate ?? locked.nextPaymentDate;
    const [changed] = await tx
      .update(recurringPayments)
      .set({
        ...rule,
        interval: input.interval ?? locked.interval,
        nextPaymentDate,
        anchorDay: input.nextPaymentDate === undefined ? locked.anchorDay : dayOfMonth(nextPaymentDate),
        notes: input.notes === undefined ? locked.notes : input.notes || null,
      })
      .where(eq(recurringPayments.id, id))
      .returning();
    return changed as RecurringPaymentRow;
  });
  return recurringPaymentDto(deps.db, updated, now);
}

export async function cancelRecurringPayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
): Promise<void> {
  const now = deps.clock.now();
  await loadChangeableSchedule(deps, principal, await loadRow(deps, id), 'nextPaymentDate', now);
  const [cancelled] = await deps.db
    .update(recurringPayments)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(recurringPayments.id, id), inArray(recurringPayments.status, [...changeableStatuses])))
    .returning({ id: recurringPayments.id });
  if (!cancelled) throw setupNotOpen();
}
