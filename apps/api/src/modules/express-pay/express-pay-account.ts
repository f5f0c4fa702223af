import { billingMessages } from '@hoa/contracts/billing';
import {
  type ExpressPayAccount,
  maskAccountNumber,
  maskOwnerName,
  maskStreetAddress,
} from '@hoa/contracts/express-pay';
import { eq } from 'drizzle-orm';
import type { EpayClaims } from '../../auth/epay-token';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { owners } from '../../db/schema/owners';
import { AppError } from '../../errors/app-error';
import { chargesComingDue, plansByAssociation } from '../billing-reads/upcoming-charges';
import { subLedgerBalance } from '../books/balances';
import { listSubLedgersByIds } from '../payments/sub-ledger-context';

/**
 * What someone holding the link may see of its account (issue 15): the association, the owner's name and
 * property masked, the balance and the charges coming due. No contact details and no ledger history.
 */
export async function expressPayAccount(db: Db, payer: EpayClaims, now: Date): Promise<ExpressPayAccount> {
  const [subLedger] = await listSubLedgersByIds(db, [payer.subLedgerId]);
  if (!subLedger || subLedger.ownerId !== payer.ownerId) {
    throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  }
  const [[owner], [association], balance, plans] = await Promise.all([
    db
      .select({ firstName: owners.firstName, lastName: owners.lastName })
      .from(owners)
      .where(eq(owners.id, payer.ownerId)),
    db
      .select({ logoUrl: associations.logoUrl })
      .from(associations)
      .where(eq(associations.id, subLedger.associationId)),
    subLedgerBalance(db, subLedger.subLedgerId),
    plansByAssociation(db, [subLedger.associationId]),
  ]);
  const upcomingCharges = chargesComingDue(subLedger, plans, now);
  const notAllowed = subLedger.paymentsBlocked
    ? billingMessages.blocked
    : subLedger.paymentsDisabled
      ? billingMessages.disabled
      : null;
  return {
    associationName: subLedger.associationName,
    logoUrl: association?.logoUrl ?? null,
    ownerName: owner ? maskOwnerName(owner.firstName, owner.lastName) : '',
    property: maskStreetAddress(subLedger.address),
    accountNumber: maskAccountNumber(subLedger.accountNumber),
    balance,
    upcomingCharges,
    paymentsAllowed: notAllowed === null,
    paymentsNotAllowedReason: notAllowed,
  };
}
