import { billingMessages, type PaymentDto, paymentErrorCodes } from '@hoa/contracts/billing';
import { cents } from '@hoa/contracts/money';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { chargePayment } from './charge-payment';
import { findDuplicates, serialisedDuplicateCheck } from './duplicates';
import { feesFor } from './fees';
import { loadUsableMethod } from './payment-method-context';
import type { PaymentRow } from './payment-row';
import { loadPaymentRow, paymentDto, paymentDtos } from './payment-view';
import type { PaymentsDeps } from './payments-deps';
import {
  assertPayable,
  listSubLedgers,
  loadSubLedger,
  paymentOwnerColumns,
  type SubLedgerContext,
  todayIn,
} from './sub-ledger-context';

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });

/** The principal's payment (404 when it is not on one of their sub-ledgers). */
async function loadOwnPayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  action: 'read' | 'write',
) {
  const payment = await loadPaymentRow(deps.db, id);
  if (payment?.kind !== 'one_time') throw notFound();
  const subLedger = await loadSubLedger(deps.db, principal, payment.subLedgerId, action);
  return { payment, subLedger };
}

function assertOpen(payment: PaymentRow, subLedger: SubLedgerContext, now: Date): void {
  if (payment.status === 'setup') return;
  if (
    ['processed', 'pending', 'charging'].includes(payment.status) &&
    payment.paymentDate === todayIn(subLedger, now)
  ) {
    throw new AppError('CONFLICT', billingMessages.cannotCancelToday, {
      errorCode: paymentErrorCodes.cannotCancelToday,
    });
  }
  throw new AppError('CONFLICT', billingMessages.setupNotOpen, { errorCode: paymentErrorCodes.setupNotOpen });
}

export async function setupPayment(
  deps: PaymentsDeps,
  principal: Principal,
  input: { subLedgerId: number; paymentMethodId: number; amount: number; notes?: string | undefined },
): Promise<PaymentDto> {
  const now = deps.clock.now();
  const subLedger = await loadSubLedger(deps.db, principal, input.subLedgerId, 'write');
  assertPayable(subLedger);
  const method = await loadUsableMethod(deps.db, principal, input.paymentMethodId, now);
  const fees = await feesFor(deps.db, subLedger, method.kind, cents(input.amount));
  const paymentDate = todayIn(subLedger, now);
  const [row] = await deps.db
    .insert(payments)
    .values({
      ...paymentOwnerColumns(principal, subLedger, method.id),
      kind: 'one_time',
      status: 'setup',
      ...fees,
      paymentDate,
      notes: input.notes || null,
      actorUserId: principal.actorUserId,
      createdAt: now,
    })
    .returning();
  const payment = row as PaymentRow;
  const warning = await findDuplicates(deps.db, {
    propertyId: subLedger.propertyId,
    date: paymentDate,
    now,
    excludePaymentId: payment.id,
  });
  return paymentDto(deps.db, payment, warning);
}

export async function updatePaymentSetup(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  input: { paymentMethodId?: number | undefined; amount?: number | undefined; notes?: string | undefined },
): Promise<PaymentDto> {
  const now = deps.clock.now();
  const { payment, subLedger } = await loadOwnPayment(deps, principal, id, 'write');
  assertOpen(payment, subLedger, now);
  const method = await loadUsableMethod(
    deps.db,
    principal,
    input.paymentMethodId ?? payment.paymentMethodId,
    now,
  );
  const fees = await feesFor(deps.db, subLedger, method.kind, cents(input.amount ?? payment.amount));
  const [row] = await deps.db
    .update(payments)
    .set({
      paymentMethodId: method.id,
      ...fees,
      notes: input.notes === undefined ? payment.notes : input.notes || null,
      failureMessage: null,
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'setup')))
    .returning();
  if (!row)
    throw new AppError('CONFLICT', billingMessages.setupNotOpen, {
      errorCode: paymentErrorCodes.setupNotOpen,
    });
  const warning = await findDuplicates(deps.db, {
    propertyId: subLedger.propertyId,
    date: row.paymentDate,
    now,
    excludePaymentId: row.id,
  });
  return paymentDto(deps.db, row, warning);
}

export async function cancelPaymentSetup(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
): Promise<void> {
  const now = deps.clock.now();
  const { payment, subLedger } = await loadOwnPayment(deps, principal, id, 'write');
  assertOpen(payment, subLedger, now);
  const [row] = await deps.db
    .update(payments)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'setup')))
    .returning({ id: payments.id });
  if (!row)
    throw new AppError('CONFLICT', billingMessages.setupNotOpen, {
      errorCode: paymentErrorCodes.setupNotOpen,
    });
}

/**
 * Confirms a setup: checks it can still be paid, marks it `charging` (one request wins; every other
 * concurrent confirm gets 409), then charges through the processor and records the result.
 */
export async function confirmPayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  input: { acknowledgeDuplicate?: boolean | undefined },
): Promise<PaymentDto> {
  const now = deps.clock.now();
  const loaded = await loadPaymentRow(deps.db, id);
  if (loaded?.kind !== 'one_time') {
    throw new AppError('NOT_FOUND', billingMessages.noSetup, { detail: 'No such record.' });
  }
  const { payment, subLedger } = await loadOwnPayment(deps, principal, id, 'write');
  if (payment.status !== 'setup') {
    throw new AppError('CONFLICT', billingMessages.setupNotOpen, {
      errorCode: paymentErrorCodes.setupNotOpen,
    });
  }
  assertPayable(subLedger);
  const method = await loadUsableMethod(deps.db, principal, payment.paymentMethodId, now);
  const fees = await feesFor(deps.db, subLedger, method.kind, cents(payment.amount));
  // the duplicate check and the move to `charging` are one step per property (ADR 093)
  const charging = await serialisedDuplicateCheck(deps.db, subLedger.propertyId, async (tx) => {
    if (!input.acknowledgeDuplicate) {
      const warning = await findDuplicates(tx, {
        propertyId: subLedger.propertyId,
        date: payment.paymentDate,
        now,
        excludePaymentId: payment.id,
      });
      if (warning) {
        throw new AppError('CONFLICT', billingMessages.duplicateWarning, {
          errorCode: 'DUPLICATE_PAYMENT',
          detail: 'Confirm again with acknowledgeDuplicate to continue.',
        });
      }
    }
    const [row] = await tx
      .update(payments)
      .set({
        status: 'charging',
        ...fees,
        attempt: sql`${payments.attempt} + 1`,
        confirmedAt: now,
        failureMessage: null,
        actorUserId: principal.actorUserId,
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'setup')))
      .returning();
    return row;
  });
  if (!charging)
    throw new AppError('CONFLICT', billingMessages.setupNotOpen, {
      errorCode: paymentErrorCodes.setupNotOpen,
    });
  deps.crashPoint('after-mark-charging');
  const result = await chargePayment(deps, id);
  deps.crashPoint('after-commit');
  return confirmationOf(deps, result);
}

/** A charge the processor declined, as the person paying is told it (they are at the page). */
export function paymentDeclined(payment: Pick<PaymentRow, 'failureMessage'>): AppError {
  return new AppError('PAYMENT_DECLINED', payment.failureMessage ?? 'The payment was declined.', {
    errorCode: paymentErrorCodes.declined,
    detail: 'Choose another payment method and try again.',
  });
}

/** What a confirm answers for the payment its charge left: the payment, or the decline. */
function confirmationOf(deps: PaymentsDeps, result: PaymentRow): Promise<PaymentDto> {
  if (result.status === 'setup') throw paymentDeclined(result);
  return paymentDto(deps.db, result);
}

/**
 * The outcome of a confirm whose request died after marking the payment `charging` (a retry with its
 * Idempotency-Key, ADR 093): the charge is finished with the same reference, so the processor answers
 * with the charge it already made, if any, and the payment is answered as the confirm would have.
 * Null while the payment is still a setup (the confirm had not got that far, or a decline was recorded).
 */
export async function confirmedPayment(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
): Promise<PaymentDto | null> {
  const { payment } = await loadOwnPayment(deps, principal, id, 'write');
  if (payment.status === 'setup' || payment.status === 'cancelled') return null;
  const result = payment.status === 'charging' ? await chargePayment(deps, id) : payment;
  return confirmationOf(deps, result);
}

export async function listPayments(
  deps: PaymentsDeps,
  principal: Principal,
  query: { ownerId?: number | undefined; subLedgerId?: number | undefined; limit: number },
): Promise<PaymentDto[]> {
  if (query.subLedgerId !== undefined) {
    await authorize(deps.db, principal, {
      action: 'read',
      resource: { type: 'subLedger', id: query.subLedgerId },
    });
  }
  if (query.ownerId !== undefined) {
    await authorize(deps.db, principal, { action: 'read', resource: { type: 'owner', id: query.ownerId } });
  }
  const own = (await listSubLedgers(deps.db, principal)).map((row) => row.subLedgerId);
  if (own.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.subLedgerId, own),
        query.subLedgerId === undefined ? undefined : eq(payments.subLedgerId, query.subLedgerId),
        query.ownerId === undefined ? undefined : eq(payments.ownerId, query.ownerId),
        inArray(payments.status, ['charging', 'pending', 'processed', 'returned', 'failed']),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit);
  return paymentDtos(deps.db, rows);
}
