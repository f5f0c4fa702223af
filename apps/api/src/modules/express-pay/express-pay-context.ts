import { billingMessages, type MethodKind, paymentErrorCodes } from '@hoa/contracts/billing';
import { overLimitMessage } from '@hoa/contracts/express-pay';
import { formatMoney } from '@hoa/contracts/format';
import { cents } from '@hoa/contracts/money';
import { computeFees, type Fees } from '@hoa/contracts/payment-rules';
import { and, eq } from 'drizzle-orm';
import type { EpayClaims } from '../../auth/epay-token';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { expressPaySetups } from '../../db/schema/express-pay-setups';
import { AppError } from '../../errors/app-error';
import { methodUnavailable, paymentOptionsFor } from '../payments/fees';
import type { PaymentsDeps } from '../payments/payments-deps';
import { assertPayable, listSubLedgersByIds, type SubLedgerContext } from '../payments/sub-ledger-context';
import { linkPaidTimes, linkRefusal, loadStandingLink } from './checkout-links';

/* What setting up and confirming an express payment share (issue 15, ADR 118). */

export type SetupRow = typeof expressPaySetups.$inferSelect;

export const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
export const notOpen = () =>
  new AppError('CONFLICT', billingMessages.setupNotOpen, { errorCode: paymentErrorCodes.setupNotOpen });

/** Why the link cannot pay now (revoked, expired, an e-mailed one already paid through), or nothing. */
export async function assertLinkPayable(db: Db, checkoutLinkId: number, now: Date): Promise<void> {
  const link = await loadStandingLink(db, checkoutLinkId, now);
  const refused = linkRefusal(link, now, (await linkPaidTimes(db, [link.id])).has(link.id));
  if (refused) throw refused;
}

/** The link's account, payable now: the link can still pay and the account takes payments. */
export async function payableAccount(deps: PaymentsDeps, payer: EpayClaims): Promise<SubLedgerContext> {
  await assertLinkPayable(deps.db, payer.checkoutLinkId, deps.clock.now());
  const [subLedger] = await listSubLedgersByIds(deps.db, [payer.subLedgerId]);
  if (!subLedger || subLedger.ownerId !== payer.ownerId) throw notFound();
  assertPayable(subLedger);
  return subLedger;
}

export type FeesByMethod = Record<MethodKind, Fees | null>;

/**
 * The fees of `amount` with each method kind the association takes (null: not offered), after checking
 * the amount is within the association's express-pay limit and `methodKind` is offered.
 */
export async function pricedPayment(
  deps: PaymentsDeps,
  subLedger: SubLedgerContext,
  amount: number,
  methodKind: MethodKind,
): Promise<{ fees: Fees; byMethod: FeesByMethod }> {
  const [association] = await deps.db
    .select({ limit: associations.expressPayLimit })
    .from(associations)
    .where(eq(associations.id, subLedger.associationId));
  const limit = association?.limit ?? 0;
  if (amount > limit) {
    throw new AppError('BAD_REQUEST', overLimitMessage(formatMoney(limit)), {
      detail: `body.amount: ${overLimitMessage(formatMoney(limit))}`,
    });
  }
  const option = await paymentOptionsFor(deps.db, [subLedger.associationId]);
  const of = (kind: MethodKind) => {
    const chosen = option(subLedger.associationId, kind);
    return chosen.enabled ? computeFees(cents(amount), chosen, subLedger.largeAmountFeeBasisPoints) : null;
  };
  const byMethod = { card: of('card'), bank: of('bank') };
  const fees = byMethod[methodKind];
  if (!fees) throw methodUnavailable(methodKind);
  return { fees, byMethod };
}

/** One of the link's setups (404 for any other). */
export async function loadOwnSetup(deps: PaymentsDeps, payer: EpayClaims, id: number): Promise<SetupRow> {
  const [setup] = await deps.db
    .select()
    .from(expressPaySetups)
    .where(and(eq(expressPaySetups.id, id), eq(expressPaySetups.checkoutLinkId, payer.checkoutLinkId)));
  if (!setup) throw notFound();
  return setup;
}
