import { billingMessages, paymentErrorCodes, type SubLedgerAccount } from '@hoa/contracts/billing';
import { type Cents, cents } from '@hoa/contracts/money';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type Action, authorize } from '../../auth/authorize';
import { ownedByUser } from '../../auth/policies/owner-links';
import { isStaffActingAsSelf } from '../../auth/policies/policy';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { subLedgers } from '../../db/schema/books';
import { properties } from '../../db/schema/properties';
import { AppError } from '../../errors/app-error';
import { subLedgerBalances } from '../books/balances';

/** A sub-ledger with what payment rules need of its account and association. */
export interface SubLedgerContext {
  subLedgerId: number;
  name: string;
  isPrimary: boolean;
  portalEnabled: boolean;
  paymentsBlocked: boolean;
  propertyId: number;
  ownerId: number;
  accountNumber: string;
  paymentsDisabled: boolean;
  address: string;
  associationId: number;
  associationName: string;
  timeZone: string;
  autoDraftType: 'none' | 'standard' | 'legacy';
  largeAmountFeeBasisPoints: number;
}

const columns = {
  subLedgerId: subLedgers.id,
  name: subLedgers.name,
  isPrimary: subLedgers.isPrimary,
  portalEnabled: subLedgers.portalEnabled,
  paymentsBlocked: subLedgers.paymentsBlocked,
  propertyId: properties.id,
  ownerId: properties.ownerId,
  accountNumber: properties.accountNumber,
  paymentsDisabled: properties.paymentsDisabled,
  address1: properties.address1,
  address2: properties.address2,
  city: properties.city,
  stateProvince: properties.stateProvince,
  postalCode: properties.postalCode,
  associationId: associations.id,
  associationName: associations.name,
  timeZone: associations.timeZone,
  autoDraftType: associations.autoDraftType,
  largeAmountFeeBasisPoints: associations.largeAmountFeeBasisPoints,
};

async function select(db: Db, where: SQL | undefined): Promise<SubLedgerContext[]> {
  const rows = await db
    .select(columns)
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .innerJoin(associations, eq(associations.id, subLedgers.associationId))
    .where(where)
    .orderBy(asc(associations.name), asc(properties.accountNumber), asc(subLedgers.id));
  return rows.map(({ address1, address2, city, stateProvince, postalCode, ...row }) => ({
    ...row,
    address: [address1, address2, `${city}, ${stateProvince} ${postalCode}`].filter(Boolean).join(', '),
  }));
}

/** The sub-ledger, after checking the principal may `action` it (404 when it is not theirs). */
export async function loadSubLedger(
  db: Db,
  principal: Principal,
  subLedgerId: number,
  action: Action,
): Promise<SubLedgerContext> {
  await authorize(db, principal, { action, resource: { type: 'subLedger', id: subLedgerId } });
  const [row] = await select(db, eq(subLedgers.id, subLedgerId));
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return row;
}

/** The sub-ledgers of every account the principal's owners hold (none for staff acting as themselves). */
export async function listSubLedgers(
  db: Db,
  principal: Principal,
  filter: { portalEnabled?: boolean; accountNumber?: string } = {},
): Promise<SubLedgerContext[]> {
  if (isStaffActingAsSelf(principal)) return [];
  return select(
    db,
    and(
      inArray(properties.ownerId, ownedByUser(principal.userId)),
      filter.portalEnabled === undefined ? undefined : eq(subLedgers.portalEnabled, filter.portalEnabled),
      filter.accountNumber === undefined ? undefined : eq(properties.accountNumber, filter.accountNumber),
    ),
  );
}

export async function listSubLedgersByIds(db: Db, ids: number[]): Promise<SubLedgerContext[]> {
  if (ids.length === 0) return [];
  return select(db, inArray(subLedgers.id, ids));
}

/** Refuses money movement on a blocked ledger or an account with payments turned off (SPEC §6). */
export function assertPayable(subLedger: SubLedgerContext): void {
  if (subLedger.paymentsBlocked) {
    throw new AppError('FORBIDDEN', billingMessages.blocked, {
      errorCode: paymentErrorCodes.blocked,
      detail: billingMessages.blockedTitle,
    });
  }
  if (subLedger.paymentsDisabled) {
    throw new AppError('FORBIDDEN', billingMessages.disabled, { errorCode: paymentErrorCodes.disabled });
  }
}

/** Today's calendar date where the association is. */
/** The columns that tie a new payment or schedule to its login, owner, account and method. */
export function paymentOwnerColumns(
  principal: Principal,
  subLedger: SubLedgerContext,
  paymentMethodId: number,
) {
  return {
    userId: principal.userId,
    ownerId: subLedger.ownerId,
    propertyId: subLedger.propertyId,
    subLedgerId: subLedger.subLedgerId,
    associationId: subLedger.associationId,
    paymentMethodId,
  };
}

export const todayIn = (subLedger: Pick<SubLedgerContext, 'timeZone'>, now: Date) =>
  calendarDateIn(now, subLedger.timeZone);

/** Why an account cannot enroll in Auto-Draft, or null when it can. */
export function autoDraftIneligibility(subLedger: SubLedgerContext, balance: Cents): string | null {
  if (subLedger.autoDraftType === 'none') return billingMessages.autoDraftOff;
  if (!subLedger.isPrimary) return billingMessages.autoDraftSubLedger;
  if (balance > 0) return billingMessages.autoDraftHasBalance;
  return null;
}

export async function toAccountDtos(db: Db, rows: SubLedgerContext[]): Promise<SubLedgerAccount[]> {
  const balances = await subLedgerBalances(
    db,
    rows.map((row) => row.subLedgerId),
  );
  return rows.map((row) => {
    const balance = balances.get(row.subLedgerId) ?? cents(0);
    const reason = autoDraftIneligibility(row, balance);
    return {
      subLedgerId: row.subLedgerId,
      propertyId: row.propertyId,
      ownerId: row.ownerId,
      accountNumber: row.accountNumber,
      associationId: row.associationId,
      associationName: row.associationName,
      name: row.name,
      isPrimary: row.isPrimary,
      address: row.address,
      balance,
      portalEnabled: row.portalEnabled,
      paymentsBlocked: row.paymentsBlocked,
      paymentsDisabled: row.paymentsDisabled,
      autoDraftType: row.autoDraftType,
      autoDraftEligible: reason === null,
      autoDraftIneligibleReason: reason,
    };
  });
}
