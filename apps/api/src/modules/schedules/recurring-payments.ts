import { billingMessages, type PaymentInterval } from '@hoa/contracts/billing';
import type { RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { type MethodKindColumn, recurringPayments } from '../../db/schema/payments';
import { fieldInvalid } from '../../errors/app-error';
import { methodUnavailable, paymentOptionsFor } from '../payments/fees';
import type { PaymentsDeps } from '../payments/payments-deps';
import { paymentOwnerColumns } from '../payments/sub-ledger-context';
import {
  cancelDatedSchedule,
  type DatedScheduleQuery,
  listDatedSchedules,
  loadDatedSchedule,
  type RecurringPaymentRow,
  updateDatedSchedule,
} from './dated-schedules';
import { dayOfMonth } from './recurring-dates';
import { recurringPaymentDto, recurringPaymentDtos } from './recurring-payment-view';
import { queueScheduleConfirmation } from './schedule-mail';
import { setupNotOpen } from './schedule-rules';
import { checkNewSchedule, loadConfirmableSetup } from './schedule-steps';

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
    throw fieldInvalid('amount', billingMessages.amountPositive);
  }
  if (rule.maximumAmount !== null && rule.maximumAmount < rule.amount) {
    throw fieldInvalid('maximumAmount', billingMessages.maximumBelowAmount);
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
      ...paymentOwnerColumns(principal, subLedger, method.id),
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
  await loadConfirmableSetup(
    deps,
    principal,
    await loadDatedSchedule(deps.db, 'recurring', id),
    'nextPaymentDate',
    now,
  );
  const confirmed = await deps.db.transaction(async (tx) => {
    const [active] = await tx
      .update(recurringPayments)
      .set({ status: 'active', confirmedAt: now })
      .where(and(eq(recurringPayments.id, id), eq(recurringPayments.status, 'setup')))
      .returning();
    if (!active) return undefined;
    const dto = await recurringPaymentDto(tx, active, now);
    // a full-balance payment's fee is known only when its amount is
    await queueScheduleConfirmation(tx, active, now, dto.estimatedFees?.processingFee ?? 0);
    return dto;
  });
  if (!confirmed) throw setupNotOpen();
  return confirmed;
}

export type RecurringPaymentQuery = DatedScheduleQuery;

/** The principal's recurring payments that run or were stopped for them (not removed, not open setups). */
export async function listRecurringPayments(
  deps: PaymentsDeps,
  principal: Principal,
  query: RecurringPaymentQuery,
): Promise<RecurringPaymentDto[]> {
  const rows = await listDatedSchedules(deps, principal, 'recurring', query);
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
  const { row } = await updateDatedSchedule(deps, principal, 'recurring', id, input, (locked) => {
    const rule = checkAmountRule({
      payFullBalance: input.payFullBalance ?? locked.payFullBalance,
      amount: input.amount ?? locked.amount,
      maximumAmount: input.maximumAmount === undefined ? locked.maximumAmount : input.maximumAmount,
    });
    const nextPaymentDate = input.nextPaymentDate ?? locked.nextPaymentDate;
    return {
      ...rule,
      interval: input.interval ?? locked.interval,
      nextPaymentDate,
      anchorDay: input.nextPaymentDate === undefined ? locked.anchorDay : dayOfMonth(nextPaymentDate),
      notes: input.notes === undefined ? locked.notes : input.notes || null,
    };
  });
  return recurringPaymentDto(deps.db, row, now);
}

export const cancelRecurringPayment = (deps: PaymentsDeps, principal: Principal, id: number) =>
  cancelDatedSchedule(deps, principal, 'recurring', id);
