import { randomUUID } from 'node:crypto';
import {
  billingMessages,
  type MethodKind,
  type PaymentMethodDto,
  type PaymentMethodSetup,
  paymentErrorCodes,
} from '@hoa/contracts/billing';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { paymentMethodSetups, paymentMethods } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { type MethodDetails, ProcessorError } from '../processor/port';
import { methodUnavailable } from './fees';
import { type PaymentMethodRow, toPaymentMethodDto } from './payment-method-context';
import type { PaymentsDeps } from './payments-deps';

export async function listPaymentMethods(
  deps: PaymentsDeps,
  principal: Principal,
): Promise<PaymentMethodDto[]> {
  if (principal.isStaff && principal.actorUserId === null) return [];
  const rows = await deps.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, principal.userId), eq(paymentMethods.status, 'active')))
    .orderBy(asc(paymentMethods.kind), asc(paymentMethods.id));
  const now = deps.clock.now();
  return rows.map((row) => toPaymentMethodDto(row, now));
}

/** A processor call's failure as the caller is told it: the method kind unavailable, refused, or unreachable. */
export function processorFailure(error: unknown, kind: MethodKind): AppError {
  if (error instanceof ProcessorError && error.kind === 'unavailable') return methodUnavailable(kind);
  if (error instanceof ProcessorError) return new AppError('UNPROCESSABLE', error.message);
  return new AppError('BAD_GATEWAY', 'The payment processor could not be reached.', { cause: error });
}

/** Starts saving a card or bank account: the browser completes the setup with the processor. */
export async function startMethodSetup(
  deps: PaymentsDeps,
  principal: Principal,
  methodKind: MethodKind,
): Promise<PaymentMethodSetup> {
  if (principal.isStaff && principal.actorUserId === null) {
    // a method saved to a staff login could never pay anything: staff save methods in mimic mode
    throw new AppError('FORBIDDEN', 'Staff save payment methods for a homeowner in mimic mode.');
  }
  const now = deps.clock.now();
  let setup: { id: string; clientSecret: string | null };
  try {
    setup = await deps.processor.createSetup({
      methodKinds: [methodKind],
      reference: `user:${principal.userId}`,
      // each call starts its own setup (a retry of the same request is covered one level up)
      idempotencyKey: `setup:${principal.userId}:${randomUUID()}`,
      metadata: { userId: String(principal.userId) },
    });
  } catch (error) {
    throw processorFailure(error, methodKind);
  }
  if (!setup.clientSecret) {
    throw new AppError('BAD_GATEWAY', billingMessages.noClientSecret, {
      errorCode: paymentErrorCodes.noClientSecret,
    });
  }
  const [row] = await deps.db
    .insert(paymentMethodSetups)
    .values({
      userId: principal.userId,
      processor: deps.processor.name,
      processorSetupId: setup.id,
      createdAt: now,
    })
    .returning({ id: paymentMethodSetups.id });
  return {
    setupId: (row as { id: number }).id,
    clientSecret: setup.clientSecret,
    processorSetupId: setup.id,
    methodKind,
    processor: deps.processor.browserConfig(),
  };
}

/** The columns of a saved method that the processor's description of it gives. */
export function methodDetailColumns(details: MethodDetails) {
  return {
    processorMethodId: details.id,
    kind: details.kind,
    cardBrand: details.card?.brand ?? null,
    cardFunding: details.card?.funding ?? null,
    expMonth: details.card?.expMonth ?? null,
    expYear: details.card?.expYear ?? null,
    bankName: details.bank?.bankName ?? null,
    bankAccountType: details.bank?.accountType ?? null,
    last4: details.card?.last4 ?? details.bank?.last4 ?? '',
    holderName: details.card?.name ?? details.bank?.holderName ?? null,
    fingerprint: details.fingerprint ?? null,
  };
}

/**
 * Whose a saved method is: a login's wallet, or one express-pay link, for that link's payments only (never
 * listed in anyone's wallet, ADR 118).
 */
export type MethodHolder = { userId: number } | { checkoutLinkId: number };

/** Saves the method a succeeded setup produced (once: a second call returns the same method). */
export async function saveMethodFromDetails(
  deps: PaymentsDeps,
  holder: MethodHolder,
  details: MethodDetails,
): Promise<PaymentMethodRow> {
  const values = {
    ...holder,
    processor: deps.processor.name,
    ...methodDetailColumns(details),
    createdAt: deps.clock.now(),
  };
  await deps.db.insert(paymentMethods).values(values).onConflictDoNothing();
  const [row] = await deps.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        'userId' in holder
          ? eq(paymentMethods.userId, holder.userId)
          : eq(paymentMethods.checkoutLinkId, holder.checkoutLinkId),
        eq(paymentMethods.processor, deps.processor.name),
        eq(paymentMethods.processorMethodId, details.id),
      ),
    );
  return row as PaymentMethodRow;
}

/** Completes a setup the browser confirmed with the processor: the processor says what was saved. */
export async function confirmMethodSetup(
  deps: PaymentsDeps,
  principal: Principal,
  setupId: number,
): Promise<PaymentMethodDto> {
  const [setup] = await deps.db
    .select()
    .from(paymentMethodSetups)
    .where(and(eq(paymentMethodSetups.id, setupId), eq(paymentMethodSetups.userId, principal.userId)));
  if (!setup) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  if (setup.status === 'cancelled') {
    throw new AppError('CONFLICT', billingMessages.setupNotOpen, {
      errorCode: paymentErrorCodes.setupNotOpen,
    });
  }
  let state: Awaited<ReturnType<PaymentsDeps['processor']['retrieveSetup']>>;
  try {
    state = await deps.processor.retrieveSetup(setup.processorSetupId);
  } catch (error) {
    throw processorFailure(error, 'card');
  }
  if (state.status !== 'succeeded' || !state.method) {
    throw new AppError(
      'UNPROCESSABLE',
      state.lastError ?? 'The payment method was not confirmed with the processor yet.',
      {
        errorCode: paymentErrorCodes.declined,
      },
    );
  }
  const method = await saveMethodFromDetails(deps, { userId: principal.userId }, state.method);
  await deps.db
    .update(paymentMethodSetups)
    .set({ status: 'confirmed', paymentMethodId: method.id })
    .where(eq(paymentMethodSetups.id, setup.id));
  return toPaymentMethodDto(method, deps.clock.now());
}

/**
 * The saved methods a confirmed-at-the-processor setup would duplicate: active methods of the same person
 * whose processor fingerprint (same card or routing and account number) matches. Asked before the setup
 * is confirmed, so the person can keep the saved one instead; the number itself never reaches us.
 */
export async function findSetupDuplicates(
  deps: PaymentsDeps,
  principal: Principal,
  setupId: number,
): Promise<PaymentMethodDto[]> {
  const [setup] = await deps.db
    .select()
    .from(paymentMethodSetups)
    .where(and(eq(paymentMethodSetups.id, setupId), eq(paymentMethodSetups.userId, principal.userId)));
  if (!setup) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  let state: Awaited<ReturnType<PaymentsDeps['processor']['retrieveSetup']>>;
  try {
    state = await deps.processor.retrieveSetup(setup.processorSetupId);
  } catch (error) {
    throw processorFailure(error, 'card');
  }
  const fingerprint = state.method?.fingerprint;
  if (state.status !== 'succeeded' || !state.method || !fingerprint) return [];
  const rows = await deps.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, principal.userId),
        eq(paymentMethods.status, 'active'),
        eq(paymentMethods.kind, state.method.kind),
        eq(paymentMethods.fingerprint, fingerprint),
        ne(paymentMethods.processorMethodId, state.method.id),
      ),
    )
    .orderBy(asc(paymentMethods.id));
  const now = deps.clock.now();
  return rows.map((row) => toPaymentMethodDto(row, now));
}

/**
 * The person chose not to keep a new method (it repeated a saved one): the setup is cancelled, so the
 * processor's later "setup succeeded" event saves nothing, and the method is detached at the processor.
 * If that event already saved it, the method is removed again (it is brand new: nothing uses it).
 */
export async function cancelMethodSetup(
  deps: PaymentsDeps,
  principal: Principal,
  setupId: number,
): Promise<void> {
  const [setup] = await deps.db
    .select()
    .from(paymentMethodSetups)
    .where(and(eq(paymentMethodSetups.id, setupId), eq(paymentMethodSetups.userId, principal.userId)));
  if (!setup) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  if (setup.status === 'cancelled') return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentMethodSetups)
      .set({ status: 'cancelled' })
      .where(eq(paymentMethodSetups.id, setup.id));
    if (setup.paymentMethodId !== null) {
      await tx
        .update(paymentMethods)
        .set({ status: 'removed', removedAt: now })
        .where(and(eq(paymentMethods.id, setup.paymentMethodId), eq(paymentMethods.status, 'active')));
    }
  });
  try {
    const state = await deps.processor.retrieveSetup(setup.processorSetupId);
    if (state.method) await deps.processor.detachMethod(state.method.id);
  } catch {
    // nothing was saved on our side; a method left attached at the processor is never charged by us
  }
}
