import { cents } from '@hoa/contracts/money';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { futurePayments } from '../../db/schema/payments';
import { findDuplicates, serialisedDuplicateCheck } from '../payments/duplicates';
import { feesFor } from '../payments/fees';
import type { PaymentsDeps } from '../payments/payments-deps';
import { paymentOwnerColumns } from '../payments/sub-ledger-context';
import {
  cancelDatedSchedule,
  type DatedScheduleQuery,
  type FuturePaymentRow,
  listDatedSchedules,
  loadDatedSchedule,
  updateDatedSchedule,
} from './dated-schedules';
import { futurePaymentDto, futurePaymentDtos } from './future-payment-view';
import { queueScheduleConfirmation } from './schedule-mail';
import { duplicateNeedsAcknowledgement, setupNotOpen } from './schedule-rules';
import { checkNewSchedule, loadConfirmableSetup } from './schedule-steps';

export async function setupFuturePayment(
  deps: PaymentsDeps,
  principal: Principal,
  input: {
    subLedgerId: number;
    paymentMethodId: number;
    amount: number;
    scheduledDate: string;
    notes?: string | undefined;
  },
): Promise<FuturePaymentDto> {
  const now = deps.clock.now();
  const { subLedger, method } = await checkNewSchedule(
    deps,
    principal,
    input,
    { field: 'scheduledDate', value: input.scheduledDate },
    now,
  );
  // refuses a method kind the association does not offer
  await feesFor(deps.db, subLedger, method.kind, cents(input.amount));
  const [row] = await deps.db
    .insert(futurePayments)
    .values({
      ...paymentOwnerColumns(principal, subLedger, method.id),
      amount: input.amount,
      scheduledDate: input.scheduledDate,
      notes: input.notes || null,
      status: 'setup',
      createdAt: now,
    })
    .returning();
  const created = row as FuturePaymentRow;
  const warning = await findDuplicates(deps.db, {
    propertyId: subLedger.propertyId,
    date: created.scheduledDate,
    now,
    excludeFuturePaymentId: created.id,
  });
  return futurePaymentDto(deps.db, created, now, warning);
}

/**
 * Confirms a setup: it becomes an active scheduled payment. Of concurrent confirms one wins; the
 * others get 409, like a second confirm.
 */
export async function confirmFuturePayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  input: { acknowledgeDuplicate?: boolean | undefined },
): Promise<FuturePaymentDto> {
  const now = deps.clock.now();
  const row = await loadConfirmableSetup(
    deps,
    principal,
    await loadDatedSchedule(deps.db, 'future', id),
    'scheduledDate',
    now,
  );
  // the duplicate check and the activation are one step per property (ADR 093)
  const confirmed = await serialisedDuplicateCheck(deps.db, row.propertyId, async (tx) => {
    if (!input.acknowledgeDuplicate) {
      const warning = await findDuplicates(tx, {
        propertyId: row.propertyId,
        date: row.scheduledDate,
        now,
        excludeFuturePaymentId: row.id,
      });
      if (warning) throw duplicateNeedsAcknowledgement();
    }
    const [active] = await tx
      .update(futurePayments)
      .set({ status: 'active', confirmedAt: now })
      .where(and(eq(futurePayments.id, id), eq(futurePayments.status, 'setup')))
      .returning();
    if (!active) return undefined;
    const dto = await futurePaymentDto(tx, active, now);
    await queueScheduleConfirmation(tx, active, now, dto.processingFee);
    return dto;
  });
  if (!confirmed) throw setupNotOpen();
  return confirmed;
}

export interface FuturePaymentQuery extends DatedScheduleQuery {
  cancelled?: boolean | undefined;
  processed?: boolean | undefined;
}

/** The principal's own scheduled payments (confirmed ones; open setups are not payments yet). */
export async function listFuturePayments(
  deps: PaymentsDeps,
  principal: Principal,
  query: FuturePaymentQuery,
): Promise<FuturePaymentDto[]> {
  const rows = await listDatedSchedules(deps, principal, 'future', query);
  return futurePaymentDtos(deps.db, rows, deps.clock.now());
}

/** Amount, date and notes can change until the cutoff; the method never does (SPEC §4). */
export async function updateFuturePayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  input: {
    amount?: number | undefined;
    scheduledDate?: string | undefined;
    notes?: string | undefined;
    paymentMethodId?: number | undefined;
  },
): Promise<FuturePaymentDto> {
  const now = deps.clock.now();
  const { row: updated } = await updateDatedSchedule(deps, principal, 'future', id, input, (locked) => ({
    amount: input.amount ?? locked.amount,
    scheduledDate: input.scheduledDate ?? locked.scheduledDate,
    notes: input.notes === undefined ? locked.notes : input.notes || null,
  }));
  const warning = await findDuplicates(deps.db, {
    propertyId: updated.propertyId,
    date: updated.scheduledDate,
    now,
    excludeFuturePaymentId: updated.id,
  });
  return futurePaymentDto(deps.db, updated, now, warning);
}

export const cancelFuturePayment = (deps: PaymentsDeps, principal: Principal, id: number) =>
  cancelDatedSchedule(deps, principal, 'future', id);
