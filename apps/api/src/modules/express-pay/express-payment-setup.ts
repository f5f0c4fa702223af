import { randomUUID } from 'node:crypto';
import { billingMessages, type MethodKind, paymentErrorCodes } from '@hoa/contracts/billing';
import { type ExpressPaySetupDto, expressPayMessages } from '@hoa/contracts/express-pay';
import {
  oneTimeAchAuthorizationDisclosure,
  paymentTermsDisclosure,
} from '@hoa/contracts/payment-disclosures';
import { and, eq } from 'drizzle-orm';
import type { EpayClaims } from '../../auth/epay-token';
import { expressPaySetups } from '../../db/schema/express-pay-setups';
import { AppError } from '../../errors/app-error';
import { processorFailure } from '../payments/payment-methods';
import type { PaymentsDeps } from '../payments/payments-deps';
import {
  type FeesByMethod,
  loadOwnSetup,
  notOpen,
  payableAccount,
  pricedPayment,
  type SetupRow,
} from './express-pay-context';

/*
 * Setting up an express payment (issue 15, ADR 118): the amount and method kind, with every method's fee
 * shown before anything is charged; the card or bank details go to the processor's own fields; the payer
 * accepts the terms (and for a bank payment the one-time ACH authorization). Confirming is
 * express-payments.ts.
 */

/** A processor setup for the payer's card or bank details, tied to the link (never to anyone's wallet). */
async function startProcessorSetup(deps: PaymentsDeps, linkId: number, methodKind: MethodKind) {
  let setup: { id: string; clientSecret: string | null };
  try {
    setup = await deps.processor.createSetup({
      methodKinds: [methodKind],
      reference: `checkout-link:${linkId}`,
      idempotencyKey: `epay-setup:${linkId}:${randomUUID()}`,
      metadata: { checkoutLinkId: String(linkId) },
    });
  } catch (error) {
    throw processorFailure(error, methodKind);
  }
  if (!setup.clientSecret) {
    throw new AppError('BAD_GATEWAY', billingMessages.noClientSecret, {
      errorCode: paymentErrorCodes.noClientSecret,
    });
  }
  return { id: setup.id, clientSecret: setup.clientSecret };
}

function setupDto(
  deps: PaymentsDeps,
  setup: SetupRow,
  price: { fees: ExpressPaySetupDto['fees']; byMethod: FeesByMethod },
  clientSecret: string | null,
): ExpressPaySetupDto {
  return {
    id: setup.id,
    status: setup.status,
    amount: setup.amount,
    methodKind: setup.methodKind,
    fees: price.fees,
    feesByMethod: price.byMethod,
    clientSecret,
    processorSetupId: setup.processorSetupId,
    processor: deps.processor.browserConfig(),
    payerEmail: setup.payerEmail,
    acknowledged: setup.acknowledgedAt !== null,
    paymentId: setup.paymentId,
  };
}

/** POST /express-pay: an amount and a method kind, with the fee of every method shown before anything is charged. */
export async function setupExpressPayment(
  deps: PaymentsDeps,
  payer: EpayClaims,
  input: { amount: number; methodKind: MethodKind; payerEmail?: string | undefined },
): Promise<ExpressPaySetupDto> {
  const subLedger = await payableAccount(deps, payer);
  const price = await pricedPayment(deps, subLedger, input.amount, input.methodKind);
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
  return setupDto(deps, row as SetupRow, price, processorSetup.clientSecret);
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
  const price = await pricedPayment(deps, subLedger, amount, methodKind);
  const restarted =
    methodKind !== setup.methodKind || input.newMethodEntry
      ? await startProcessorSetup(deps, payer.checkoutLinkId, methodKind)
      : null;
  const changed = amount !== setup.amount || methodKind !== setup.methodKind;
  const [row] = await deps.db
    .update(expressPaySetups)
    .set({
      amount,
      methodKind,
      processorSetupId: restarted?.id ?? setup.processorSetupId,
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
  return setupDto(deps, row, price, restarted?.clientSecret ?? null);
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
    const ach = ` and ${oneTimeAchAuthorizationDisclosure.id} ${oneTimeAchAuthorizationDisclosure.version}`;
    throw new AppError('CONFLICT', expressPayMessages.versionChanged, {
      detail: `The current versions are ${paymentTermsDisclosure.id} ${paymentTermsDisclosure.version}${needsAch ? ach : ''}.`,
    });
  }
  const price = await pricedPayment(deps, subLedger, setup.amount, setup.methodKind);
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
  return setupDto(deps, row, price, null);
}
