import { randomUUID } from 'node:crypto';
import { billingMessages, type MethodKind, paymentErrorCodes } from '@hoa/contracts/billing';
import {
  type ExpressPayPayment,
  type ExpressPaySetupDto,
  expressPayMessages,
  overLimitMessage,
} from '@hoa/contracts/express-pay';
import { formatMoney } from '@hoa/contracts/format';
import { cents } from '@hoa/contracts/money';
import {
  oneTimeAchAuthorizationDisclosure,
  paymentTermsDisclosure,
} from '@hoa/contracts/payment-disclosures';
import type { Fees } from '@hoa/contracts/payment-rules';
import { computeFees } from '@hoa/contracts/payment-rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { EpayClaims } from '../../auth/epay-token';
import { associations } from '../../db/schema/associations';
import { expressPaySetups } from '../../db/schema/express-pay-setups';
import { paymentMethods, payments } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { chargePayment } from '../payments/charge-payment';
import { findDuplicates, serialisedDuplicateCheck } from '../payments/duplicates';
import { paymentOptionsFor } from '../payments/fees';
import { methodDetailColumns } from '../payments/payment-methods';
import type { PaymentRow } from '../payments/payment-row';
import { paymentDtos } from '../payments/payment-view';
import type { PaymentsDeps } from '../payments/payments-deps';
import {
  assertPayable,
  listSubLedgersByIds,
  type SubLedgerContext,
  todayIn,
} from '../payments/sub-ledger-context';
import { type MethodDetails, ProcessorError } from '../processor/port';
import { linkPaidTimes, linkRefusal, loadStandingLink } from './checkout-links';

/*
 * Express payments (issue 15, ADR 118): a payer holding a checkout link sets up a payment (amount and
 * method kind; the card or bank details go to the processor's own fields), accepts the terms, and
 * confirms. The confirm turns the setup into a `payments` row of kind `express` exactly once and charges
 * it through the same path as every other payment, so crash recovery, late processor events and the
 * processor-vs-books agreement hold for it unchanged.
 */

type SetupRow = typeof expressPaySetups.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
const notOpen = () =>
  new AppError('CONFLICT', billingMessages.setupNotOpen, { errorCode: paymentErrorCodes.setupNotOpen });

/** The link's account, payable now: the link stands (an e-mailed one not yet paid through) and the account takes payments. */
async function payableAccount(deps: PaymentsDeps, payer: EpayClaims): Promise<SubLedgerContext> {
  const now = deps.clock.now();
  const link = await loadStandingLink(deps.db, payer.checkoutLinkId, now);
  const paid = (await linkPaidTimes(deps.db, [link.id])).has(link.id);
  const refused = linkRefusal(link, now, paid);
  if (refused) throw refused;
  const [subLedger] = await listSubLedgersByIds(deps.db, [payer.subLedgerId]);
  if (!subLedger || subLedger.ownerId !== payer.ownerId) throw notFound();
  assertPayable(subLedger);
  return subLedger;
}

/** The fees of `amount` with each method kind the association takes (null: not offered). */
async function feesByMethod(
  deps: PaymentsDeps,
  subLedger: SubLedgerContext,
  amount: number,
): Promise<Record<MethodKind, Fees | null>> {
  const option = await paymentOptionsFor(deps.db, [subLedger.associationId]);
  const of = (kind: MethodKind) => {
    const chosen = option(subLedger.associationId, kind);
    return chosen.enabled ? computeFees(cents(amount), chosen, subLedger.largeAmountFeeBasisPoints) : null;
  };
  return { card: of('card'), bank: of('bank') };
}

async function assertWithinLimit(deps: PaymentsDeps, subLedger: SubLedgerContext, amount: number) {
  const [association] = await deps.db
    .select({ limit: associations.expressPayLimit })
    .from(associations)
    .where(eq(associations.id, subLedger.associationId));
  const limit = association?.limit ?? 0;
  if (amount > limit) {
    throw new AppError('BAD_REQUEST', overLimitMessage(formatMoney(limit)), {
      detail: `amount: at most ${limit} cents through an express-pay link`,
    });
  }
}

/** A processor setup for the payer's card or bank details, tied to the link (never to anyone's wallet). */
async function startProcessorSetup(deps: PaymentsDeps, linkId: number, methodKind: MethodKind) {
  try {
    const setup = await deps.processor.createSetup({
      methodKinds: [methodKind],
      reference: `checkout-link:${linkId}`,
      idempotencyKey: `epay-setup:${linkId}:${randomUUID()}`,
      metadata: { checkoutLinkId: String(linkId) },
    });
    if (!setup.clientSecret) {
      throw new AppError('BAD_GATEWAY', billingMessages.noClientSecret, {
        errorCode: paymentErrorCodes.noClientSecret,
      });
    }
    return { id: setup.id, clientSecret: setup.clientSecret };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ProcessorError) throw new AppError('UNPROCESSABLE', error.message);
    throw new AppError('BAD_GATEWAY', 'The payment processor could not be reached.', { cause: error });
  }
}

async function loadOwnSetup(deps: PaymentsDeps, payer: EpayClaims, id: number): Promise<SetupRow> {
  const [setup] = await deps.db
    .select()
    .from(expressPaySetups)
    .where(and(eq(expressPaySetups.id, id), eq(expressPaySetups.checkoutLinkId, payer.checkoutLinkId)));
  if (!setup) throw notFound();
  return setup;
}

async function setupDto(
  deps: PaymentsDeps,
  setup: SetupRow,
  subLedger: SubLedgerContext,
  clientSecret: string | null,
): Promise<ExpressPaySetupDto> {
  const byMethod = await feesByMethod(deps, subLedger, setup.amount);
  const chosen = byMethod[setup.methodKind];
  if (!chosen) throw unavailable(setup.methodKind);
  return {
    id: setup.id,
    status: setup.status,
    amount: setup.amount,
    methodKind: setup.methodKind,
    fees: chosen,
    feesByMethod: byMethod,
    clientSecret,
    processorSetupId: setup.processorSetupId,
    processor: deps.processor.browserConfig(),
    payerEmail: setup.payerEmail,
    acknowledged: setup.acknowledgedAt !== null,
    paymentId: setup.paymentId,
  };
}

function unavailable(kind: MethodKind): AppError {
  return new AppError('SERVICE_UNAVAILABLE', billingMessages.methodUnavailable[kind], {
    errorCode:
      kind === 'card' ? paymentErrorCodes.methodUnavailableCard : paymentErrorCodes.methodUnavailableBank,
  });
}

/** POST /express-pay: an amount and a method kind, with the fee of every method shown before anything is charged. */
export async function setupExpressPayment(
  deps: PaymentsDeps,
  payer: EpayClaims,
  input: { amount: number; methodKind: MethodKind; payerEmail?: string | undefined },
): Promise<ExpressPaySetupDto> {
  const subLedger = await payableAccount(deps, payer);
  await assertWithinLimit(deps, subLedger, input.amount);
  if (!(await feesByMethod(deps, subLedger, input.amount))[input.methodKind])
    throw unavailable(input.methodKind);
  const processorSetup = await startProcessorSetup(deps, payer.checkoutLinkId, input.methodKind);
  const [row] = await deps.db
    .insert(expressPaySetups)
    .values({
      checkoutLinkId: payer.checkoutLinkId,
      amount: input.amount,
      methodKind: input.methodKind,
      processorSetupId: processorSetup.id,
      payerEmail: input.payerEmail?.toLowerCase() ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  return setupDto(deps, row as SetupRow, subLedger, processorSetup.clientSecret);
}

/** PATCH /express-pay/{id}: change the amount, method kind or receipt address before confirming. */
export async function updateExpressPayment(
  deps: PaymentsDeps,
  payer: EpayClaims,
  id: number,
  input: {
    amount?: number | undefined;
    methodKind?: MethodKind | undefined;
    payerEmail?: string | null | undefined;
    newMethodEntry?: boolean | undefined;
  },
): Promise<ExpressPaySetupDto> {
  const setup = await loadOwnSetup(deps, payer, id);
  if (setup.status !== 'open') throw notOpen();
  const subLedger = await payableAccount(deps, payer);
  const amount = input.amount ?? setup.amount;
  const methodKind = input.methodKind ?? setup.methodKind;
  await assertWithinLimit(deps, subLedger, amount);
  if (!(await feesByMethod(deps, subLedger, amount))[methodKind]) throw unavailable(methodKind);
  const restarted =
    methodKind !== setup.methodKind || input.newMethodEntry
      ? await startProcessorSetup(deps, payer.checkoutLinkId, methodKind)
      : null;
  const processorSetupId = restarted?.id ?? setup.processorSetupId;
  const changed = amount !== setup.amount || methodKind !== setup.methodKind;
  const [row] = await deps.db
    .update(expressPaySetups)
    .set({
      amount,
      methodKind,
      processorSetupId,
      payerEmail:
        input.payerEmail === undefined ? setup.payerEmail : (input.payerEmail?.toLowerCase() ?? null),
      // what was accepted named the old amount or method: it is asked for again
      ...(changed
        ? { termsVersion: null, achAuthorizationVersion: null, acknowledgedAt: null, acknowledgedFrom: null }
        : {}),
    })
    .where(and(eq(expressPaySetups.id, id), eq(expressPaySetups.status, 'open')))
    .returning();
  if (!row) throw notOpen();
  return setupDto(deps, row, subLedger, restarted?.clientSecret ?? null);
}

/**
 * PUT /acknowledgement/{id}/confirm: the payer accepts the current payment terms and, for a bank payment,
 * the one-time ACH authorization; both are kept with the setup (version, time, address).
 */
export async function acknowledgeExpressPayment(
  deps: PaymentsDeps,
  payer: EpayClaims,
  id: number,
  input: { termsVersion: string; achAuthorizationVersion?: string | undefined; ipAddress: string },
): Promise<ExpressPaySetupDto> {
  const setup = await loadOwnSetup(deps, payer, id);
  if (setup.status !== 'open') throw notOpen();
  const subLedger = await payableAccount(deps, payer);
  const needsAch = setup.methodKind === 'bank';
  if (
    input.termsVersion !== paymentTermsDisclosure.version ||
    (needsAch && input.achAuthorizationVersion !== oneTimeAchAuthorizationDisclosure.version)
  ) {
    throw new AppError('CONFLICT', expressPayMessages.versionChanged, {
      detail: `The current versions are ${paymentTermsDisclosure.id} ${paymentTermsDisclosure.version}${
        needsAch
          ? ` and ${oneTimeAchAuthorizationDisclosure.id} ${oneTimeAchAuthorizationDisclosure.version}`
          : ''
      }.`,
    });
  }
  const [row] = await deps.db
    .update(expressPaySetups)
    .set({
      termsVersion: paymentTermsDisclosure.version,
      achAuthorizationVersion: needsAch ? oneTimeAchAuthorizationDisclosure.version : null,
      acknowledgedAt: deps.clock.now(),
      acknowledgedFrom: input.ipAddress,
    })
    .where(and(eq(expressPaySetups.id, id), eq(expressPaySetups.status, 'open')))
    .returning();
  if (!row) throw notOpen();
  return setupDto(deps, row, subLedger, null);
}

/** The card or bank account the payer entered in the processor's fields, kept for this link's payments only. */
async function linkMethod(deps: PaymentsDeps, setup: SetupRow): Promise<number> {
  let details: MethodDetails | null = null;
  try {
    const state = await deps.processor.retrieveSetup(setup.processorSetupId);
    details = state.status === 'succeeded' ? state.method : null;
  } catch (error) {
    if (error instanceof ProcessorError) throw new AppError('UNPROCESSABLE', error.message);
    throw new AppError('BAD_GATEWAY', 'The payment processor could not be reached.', { cause: error });
  }
  if (!details) {
    throw new AppError('UNPROCESSABLE', expressPayMessages.methodNotEntered, {
      errorCode: paymentErrorCodes.declined,
    });
  }
  if (details.kind !== setup.methodKind) {
    throw new AppError('UNPROCESSABLE', expressPayMessages.methodKindMismatch);
  }
  await deps.db
    .insert(paymentMethods)
    .values({
      checkoutLinkId: setup.checkoutLinkId,
      processor: deps.processor.name,
      ...methodDetailColumns(details),
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  const [method] = await deps.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.checkoutLinkId, setup.checkoutLinkId),
        eq(paymentMethods.processor, deps.processor.name),
        eq(paymentMethods.processorMethodId, details.id),
      ),
    );
  if (!method) throw new Error('The express-pay method vanished');
  return method.id;
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
  await assertWithinLimit(deps, subLedger, setup.amount);
  const fees = (await feesByMethod(deps, subLedger, setup.amount))[setup.methodKind];
  if (!fees) throw unavailable(setup.methodKind);
  const methodId = await linkMethod(deps, setup);
  const paymentDate = todayIn(subLedger, now);

  const paymentId = await serialisedDuplicateCheck(deps.db, subLedger.propertyId, async (tx) => {
    // under the property's lock: an e-mailed link paid through by a concurrent confirm is spent now
    const link = await loadStandingLink(tx, payer.checkoutLinkId, now);
    const refused = linkRefusal(link, now, (await linkPaidTimes(tx, [link.id])).has(link.id));
    if (refused) throw refused;
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
    throw new AppError('PAYMENT_DECLINED', result.failureMessage ?? 'The payment was declined.', {
      errorCode: paymentErrorCodes.declined,
      detail: 'Choose another payment method and try again.',
    });
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
