import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { type ExpressPayPayment, expressPayMessages } from '@hoa/contracts/express-pay';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { EpayClaims } from '../../auth/epay-token';
import { expressPaySetups } from '../../db/schema/express-pay-setups';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { chargePayment } from '../payments/charge-payment';
import { findDuplicates, serialisedDuplicateCheck } from '../payments/duplicates';
import { paymentDeclined } from '../payments/one-time-payments';
import { processorFailure, saveMethodFromDetails } from '../payments/payment-methods';
import type { PaymentRow } from '../payments/payment-row';
import { paymentDtos } from '../payments/payment-view';
import type { PaymentsDeps } from '../payments/payments-deps';
import { todayIn } from '../payments/sub-ledger-context';
import type { MethodDetails } from '../processor/port';
import { loadStandingLink } from './checkout-links';
import {
  assertLinkPayable,
  loadOwnSetup,
  notOpen,
  payableAccount,
  pricedPayment,
  type SetupRow,
} from './express-pay-context';

/*
 * Confirming an express payment (issue 15, ADR 118): the confirm turns the payer's setup
 * (express-payment-setup.ts) into a `payments` row of kind `express` exactly once and charges it through
 * the same path as every other payment, so crash recovery, late processor events and the
 * processor-vs-books agreement hold for it unchanged.
 */

/** The card or bank account the payer entered in the processor's fields, kept for this link's payments only. */
async function linkMethod(deps: PaymentsDeps, setup: SetupRow): Promise<number> {
  let details: MethodDetails | null = null;
  try {
    const state = await deps.processor.retrieveSetup(setup.processorSetupId);
    details = state.status === 'succeeded' ? state.method : null;
  } catch (error) {
    throw processorFailure(error, setup.methodKind);
  }
  if (!details) {
    throw new AppError('UNPROCESSABLE', expressPayMessages.methodNotEntered, {
      errorCode: paymentErrorCodes.declined,
    });
  }
  if (details.kind !== setup.methodKind) {
    throw new AppError('UNPROCESSABLE', expressPayMessages.methodKindMismatch);
  }
  return (await saveMethodFromDetails(deps, { checkoutLinkId: setup.checkoutLinkId }, details)).id;
}

/**
 * PUT /express-pay/{id}/confirm: checks the terms were accepted and the details entered, then (one step
 * per property, with the duplicate check, ADR 093) turns the open setup into an `express` payment marked
 * `charging` (one request wins; every concurrent confirm gets 409), and charges it. A decline leaves that
 * payment `failed` and opens the setup again, so the payer can try another card or account.
 */
export async function confirmExpressPayment(
  deps: PaymentsDeps,
  payer: EpayClaims,
  id: number,
  input: { acknowledgeDuplicate?: boolean | undefined },
): Promise<ExpressPayPayment> {
  const now = deps.clock.now();
  const setup = await loadOwnSetup(deps, payer, id);
  if (setup.status !== 'open') throw notOpen();
  if (!setup.acknowledgedAt) {
    throw new AppError('CONFLICT', expressPayMessages.acceptFirst, { errorCode: 'TERMS_NOT_ACCEPTED' });
  }
  const subLedger = await payableAccount(deps, payer);
  const { fees } = await pricedPayment(deps, subLedger, setup.amount, setup.methodKind);
  const methodId = await linkMethod(deps, setup);
  const paymentDate = todayIn(subLedger, now);

  const paymentId = await serialisedDuplicateCheck(deps.db, subLedger.propertyId, async (tx) => {
    // under the property's lock: an e-mailed link paid through by a concurrent confirm is spent now
    await assertLinkPayable(tx, payer.checkoutLinkId, now);
    if (!input.acknowledgeDuplicate) {
      const warning = await findDuplicates(tx, { propertyId: subLedger.propertyId, date: paymentDate, now });
      if (warning) {
        throw new AppError('CONFLICT', billingMessages.duplicateWarning, {
          errorCode: 'DUPLICATE_PAYMENT',
          detail: 'Confirm again with acknowledgeDuplicate to continue.',
        });
      }
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: null,
        ownerId: subLedger.ownerId,
        propertyId: subLedger.propertyId,
        subLedgerId: subLedger.subLedgerId,
        associationId: subLedger.associationId,
        paymentMethodId: methodId,
        checkoutLinkId: payer.checkoutLinkId,
        kind: 'express',
        status: 'charging',
        ...fees,
        paymentDate,
        attempt: 1,
        confirmedAt: now,
        createdAt: now,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('The express payment was not written');
    const [confirmed] = await tx
      .update(expressPaySetups)
      .set({ status: 'confirmed', paymentId: payment.id })
      .where(and(eq(expressPaySetups.id, id), eq(expressPaySetups.status, 'open')))
      .returning({ id: expressPaySetups.id });
    // another confirm of this setup got here first: this one's payment is rolled back with the transaction
    if (!confirmed) throw notOpen();
    return payment.id;
  });
  deps.crashPoint('after-mark-charging');
  const result = await chargePayment(deps, paymentId);
  deps.crashPoint('after-commit');
  return expressOutcome(deps, id, result);
}

/**
 * What a confirm answers for the payment its charge left: the payment, or the decline. A declined express
 * payment stays on record as `failed` (it spends nothing) and the setup opens again for another method.
 */
async function expressOutcome(
  deps: PaymentsDeps,
  setupId: number,
  result: PaymentRow,
): Promise<ExpressPayPayment> {
  if (result.status === 'failed') {
    await deps.db
      .update(expressPaySetups)
      .set({ status: 'open', paymentId: null })
      .where(and(eq(expressPaySetups.id, setupId), eq(expressPaySetups.paymentId, result.id)));
    throw paymentDeclined(result);
  }
  const [view] = await expressPaymentViews(deps, [result]);
  return view as ExpressPayPayment;
}

/** Payments as the payer may see them: no account number, owner or ledger ids. */
async function expressPaymentViews(deps: PaymentsDeps, rows: PaymentRow[]): Promise<ExpressPayPayment[]> {
  const dtos = await paymentDtos(deps.db, rows);
  return dtos.map((dto) => ({
    id: dto.id,
    status: dto.status,
    amount: dto.amount,
    processingFee: dto.processingFee,
    largeAmountFee: dto.largeAmountFee,
    total: dto.total,
    paymentDate: dto.paymentDate,
    methodName: dto.paymentMethodName,
    confirmationNumber: dto.confirmationNumber,
    processedAt: dto.processedAt,
  }));
}

/**
 * The outcome of a confirm whose request died after the payment was marked `charging` (a retry with its
 * Idempotency-Key, ADR 093): the charge is finished with the same reference. Null while still open.
 */
export async function confirmedExpressPayment(
  deps: PaymentsDeps,
  payer: EpayClaims,
  id: number,
): Promise<ExpressPayPayment | null> {
  const setup = await loadOwnSetup(deps, payer, id);
  if (setup.status !== 'confirmed' || setup.paymentId === null) return null;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, setup.paymentId));
  if (!payment) return null;
  const result = payment.status === 'charging' ? await chargePayment(deps, payment.id) : payment;
  return expressOutcome(deps, id, result);
}

/** GET /payments: the payments made through this link (not the owner's others), newest first. */
export async function listExpressPayments(
  deps: PaymentsDeps,
  payer: EpayClaims,
): Promise<ExpressPayPayment[]> {
  await loadStandingLink(deps.db, payer.checkoutLinkId, deps.clock.now());
  const rows = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.checkoutLinkId, payer.checkoutLinkId),
        eq(payments.subLedgerId, payer.subLedgerId),
        inArray(payments.status, ['charging', 'pending', 'processed', 'returned', 'failed']),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(50);
  return expressPaymentViews(deps, rows);
}
