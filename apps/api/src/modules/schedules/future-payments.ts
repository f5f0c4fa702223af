import { cents } from '@hoa/contracts/money';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { futurePayments } from '../../db/schema/payments';
import { findDuplicates, serialisedDuplicateCheck } from '../payments/duplicates';
import { feesFor } from '../payments/fees';
import type { PaymentsDeps } from '../payments/payments-deps';
import { todayIn } from '../payments/sub-ledger-context';
import { dateFilterConditions } from './date-filters';
import { type FuturePaymentRow, futurePaymentDto, futurePaymentDtos } from './future-payment-view';
import { ownSubLedgerIds } from './schedule-context';
import {
  assertScheduleDate,
  changeableStatuses,
  duplicateNeedsAcknowledgement,
  setupNotOpen,
} from './schedule-rules';
import {
  assertStillChangeable,
  checkNewSchedule,
  loadChangeableSchedule,
  loadConfirmableSetup,
  scheduleOwnerColumns,
} from './schedule-steps';

async function loadRow(deps: PaymentsDeps, id: number): Promise<FuturePaymentRow | undefined> {
  const [row] = await deps.db.select().from(futurePayments).where(eq(futurePayments.id, id));
  return row;
}

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
      ...scheduleOwnerColumns(principal, subLedger, method.id),
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
  const row = await loadConfirmableSetup(deps, principal, await loadRow(deps, id), 'scheduledDate', now);
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
    return active;
  });
  if (!confirmed) throw setupNotOpen();
  return futurePaymentDto(deps.db, confirmed, now);
}

export interface FuturePaymentQuery {
  subLedgerId?: number | undefined;
  accountNumber?: string | undefined;
  cancelled?: boolean | undefined;
  processed?: boolean | undefined;
  [filter: string]: unknown;
}

/** The principal's own scheduled payments (confirmed ones; open setups are not payments yet). */
export async function listFuturePayments(
  deps: PaymentsDeps,
  principal: Principal,
  query: FuturePaymentQuery,
): Promise<FuturePaymentDto[]> {
  const subLedgerIds = await ownSubLedgerIds(deps.db, principal, query);
  if (subLedgerIds.length === 0) return [];
  const statusIs = (status: 'cancelled' | 'completed', wanted: boolean | undefined) =>
    wanted === undefined
      ? undefined
      : wanted
        ? eq(futurePayments.status, status)
        : ne(futurePayments.status, status);
  const rows = await deps.db
    .select()
    .from(futurePayments)
    .where(
      and(
        eq(futurePayments.userId, principal.userId),
        inArray(futurePayments.subLedgerId, subLedgerIds),
        ne(futurePayments.status, 'setup'),
        statusIs('cancelled', query.cancelled),
        statusIs('completed', query.processed),
        ...dateFilterConditions(futurePayments.scheduledDate, 'scheduledDate', query),
      ),
    )
    .orderBy(asc(futurePayments.scheduledDate), asc(futurePayments.id));
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
  const { subLedger } = await loadChangeableSchedule(
    deps,
    principal,
    await loadRow(deps, id),
    'scheduledDate',
    now,
    input,
  );
  if (input.scheduledDate !== undefined) {
    assertScheduleDate('scheduledDate', input.scheduledDate, todayIn(subLedger, now));
  }
  const updated = await deps.db.transaction(async (tx) => {
    // under the row lock, so the due-payment job cannot take it between the checks and the write
    const [locked] = await tx.select().from(futurePayments).where(eq(futurePayments.id, id)).for('update');
    if (!locked) throw setupNotOpen();
    assertStillChangeable(locked, 'scheduledDate', now);
    const [changed] = await tx
      .update(futurePayments)
      .set({
        amount: input.amount ?? locked.amount,
        scheduledDate: input.scheduledDate ?? locked.scheduledDate,
        notes: input.notes === undefined ? locked.notes : input.notes || null,
      })
      .where(eq(futurePayments.id, id))
      .returning();
    return changed as FuturePaymentRow;
  });
  const warning = await findDuplicates(deps.db, {
    propertyId: updated.propertyId,
    date: updated.scheduledDate,
    now,
    excludeFuturePaymentId: updated.id,
  });
  return futurePaymentDto(deps.db, updated, now, warning);
}

export async function cancelFuturePayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
): Promise<void> {
  const now = deps.clock.now();
  await loadChangeableSchedule(deps, principal, await loadRow(deps, id), 'scheduledDate', now);
  const [cancelled] = await deps.db
    .update(futurePayments)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(futurePayments.id, id), inArray(futurePayments.status, [...changeableStatuses])))
    .returning({ id: futurePayments.id });
  if (!cancelled) throw setupNotOpen();
}
