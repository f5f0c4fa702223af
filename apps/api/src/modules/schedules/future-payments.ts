import { cents } from '@hoa/contracts/money';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { futurePayments } from '../../db/schema/payments';
import { findDuplicates } from '../payments/duplicates';
import { feesFor } from '../payments/fees';
import { loadUsableMethod } from '../payments/payment-method-context';
import type { PaymentsDeps } from '../payments/payments-deps';
import { assertPayable, loadSubLedger, todayIn } from '../payments/sub-ledger-context';
import { dateFilterConditions } from './date-filters';
import { type FuturePaymentRow, futurePaymentDto, futurePaymentDtos } from './future-payment-view';
import { loadOwnSchedule, ownSubLedgerIds } from './schedule-context';
import {
  assertBeforeCutoff,
  assertChangeable,
  assertScheduleDate,
  changeableStatuses,
  duplicateNeedsAcknowledgement,
  methodCannotChange,
  noSetup,
  setupNotOpen,
} from './schedule-rules';

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
  const subLedger = await loadSubLedger(deps.db, principal, input.subLedgerId, 'write');
  assertPayable(subLedger);
  const method = await loadUsableMethod(deps.db, principal, input.paymentMethodId, now);
  assertScheduleDate('scheduledDate', input.scheduledDate, todayIn(subLedger, now));
  // refuses a method kind the association does not offer
  await feesFor(deps.db, subLedger, method.kind, cents(input.amount));
  const [row] = await deps.db
    .insert(futurePayments)
    .values({
      userId: principal.userId,
      ownerId: subLedger.ownerId,
      propertyId: subLedger.propertyId,
      subLedgerId: subLedger.subLedgerId,
      associationId: subLedger.associationId,
      paymentMethodId: method.id,
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
  const { row, subLedger } = await loadOwnSchedule(
    deps.db,
    principal,
    await loadRow(deps, id),
    'write',
    noSetup,
  );
  if (row.status !== 'setup') throw setupNotOpen();
  assertPayable(subLedger);
  await loadUsableMethod(deps.db, principal, row.paymentMethodId, now);
  // a setup left open overnight may have reached its date
  assertScheduleDate('scheduledDate', row.scheduledDate, todayIn(subLedger, now));
  if (!input.acknowledgeDuplicate) {
    const warning = await findDuplicates(deps.db, {
      propertyId: row.propertyId,
      date: row.scheduledDate,
      now,
      excludeFuturePaymentId: row.id,
    });
    if (warning) throw duplicateNeedsAcknowledgement();
  }
  const [confirmed] = await deps.db
    .update(futurePayments)
    .set({ status: 'active', confirmedAt: now })
    .where(and(eq(futurePayments.id, id), eq(futurePayments.status, 'setup')))
    .returning();
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
  const { row, subLedger } = await loadOwnSchedule(deps.db, principal, await loadRow(deps, id), 'write');
  if (input.paymentMethodId !== undefined) throw methodCannotChange();
  assertChangeable(row.status);
  assertBeforeCutoff(row.scheduledDate, now);
  if (input.scheduledDate !== undefined) {
    assertScheduleDate('scheduledDate', input.scheduledDate, todayIn(subLedger, now));
  }
  const updated = await deps.db.transaction(async (tx) => {
    // under the row lock, so the due-payment job cannot take it between the checks and the write
    const [locked] = await tx.select().from(futurePayments).where(eq(futurePayments.id, id)).for('update');
    if (!locked) throw setupNotOpen();
    assertChangeable(locked.status);
    assertBeforeCutoff(locked.scheduledDate, now);
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
  const { row } = await loadOwnSchedule(deps.db, principal, await loadRow(deps, id), 'write');
  assertChangeable(row.status);
  assertBeforeCutoff(row.scheduledDate, now);
  const [cancelled] = await deps.db
    .update(futurePayments)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(futurePayments.id, id), inArray(futurePayments.status, [...changeableStatuses])))
    .returning({ id: futurePayments.id });
  if (!cancelled) throw setupNotOpen();
}
