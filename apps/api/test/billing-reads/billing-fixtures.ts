import { cents } from '@hoa/contracts/money';
import type { Db } from '../../src/db/database';
import { assessmentPlans } from '../../src/db/schema/books';
import { postEntries } from '../../src/modules/books/post-entries';
import { ensureChartOfAccounts, type NewEntry } from '../../src/modules/books/post-entry';
import { createFactories } from '../../src/seed/factories';
import { signIn } from '../calls';
import type { TestApp } from '../helper';

export interface BillingWorld {
  companyCode: string;
  associationId: number;
  otherAssociationId: number;
  planId: number;
  /** The owner's account: a primary and a second sub-ledger. */
  primary: number;
  second: number;
  accountNumber: string;
  /** Another owner's primary sub-ledger (same association). */
  foreign: number;
  ownerUserId: number;
  ownerToken: string;
  otherToken: string;
  staffToken: string;
  /** A member of the other association only. */
  outsiderToken: string;
}

/**
 * A small world of its own: one association (time zone `timeZone`) with a monthly plan, an owner with
 * a login and two sub-ledgers, a second owner, a staff login and an outsider of another association.
 */
export async function billingWorld(
  test: TestApp,
  options: { timeZone?: string; dueDay?: number; withOptions?: boolean } = {},
): Promise<BillingWorld> {
  const db = test.database.db;
  const make = createFactories(db, 11);
  const company = await make.managementCompany();
  const managementCompanyId = company.id;
  const association = await make.association({
    managementCompanyId,
    timeZone: options.timeZone ?? 'America/New_York',
    largeAmountFeeBasisPoints: 100,
  });
  const other = await make.association({ managementCompanyId });
  await ensureChartOfAccounts(db, association.id);
  const [plan] = await db
    .insert(assessmentPlans)
    .values({
      associationId: association.id,
      description: 'Monthly assessment',
      amount: 30_000,
      dueDay: options.dueDay ?? 1,
      lateFee: 2_500,
    })
    .returning();
  if (options.withOptions) {
    await make.paymentOptions(association.id, { bank: { enabled: false } });
  }
  const login = async (email: string, isStaff = false) => {
    const user = await make.user({ managementCompanyId, email, isStaff });
    return { user, token: await signIn(test.app, { userId: user.id, customer: company.code }) };
  };
  const owner = await login('owner@example.test');
  const otherOwner = await login('other@example.test');
  const outsider = await login('outsider@example.test');
  const staff = await login('staff@example.test', true);
  const home = async (userId: number, associationId: number) => {
    const ownerRow = await make.owner({ managementCompanyId });
    await make.linkUserToOwner(userId, ownerRow.id);
    return make.property({ associationId, ownerId: ownerRow.id });
  };
  const property = await home(owner.user.id, association.id);
  const otherProperty = await home(otherOwner.user.id, association.id);
  await home(outsider.user.id, other.id);
  const { id: primary } = await make.subLedger({ propertyId: property.id });
  const { id: second } = await make.subLedger({ propertyId: property.id, name: 'Special assessment' });
  const { id: foreign } = await make.subLedger({ propertyId: otherProperty.id });
  return {
    companyCode: company.code,
    associationId: association.id,
    otherAssociationId: other.id,
    planId: plan?.id as number,
    primary,
    second,
    accountNumber: property.accountNumber,
    foreign,
    ownerUserId: owner.user.id,
    ownerToken: owner.token,
    otherToken: otherOwner.token,
    staffToken: staff.token,
    outsiderToken: outsider.token,
  };
}

/** A fresh token for the owner at the app clock's now (tokens issued before a clock change may be refused). */
export async function ownerTokenNow(test: TestApp, world: BillingWorld): Promise<string> {
  return signIn(test.app, { userId: world.ownerUserId, customer: world.companyCode });
}

/** A charge (positive) or payment (negative) on a sub-ledger, posted as its own entry. */
export function ledgerEntry(
  associationId: number,
  subLedgerId: number,
  options: { key: string; date: string; amount: number; memo?: string },
): NewEntry {
  const charge = options.amount > 0;
  return {
    associationId,
    kind: charge ? 'assessment' : 'payment',
    memo: options.memo ?? (charge ? 'Monthly assessment' : 'Payment — thank you'),
    effectiveDate: options.date,
    postedAt: new Date(`${options.date}T12:00:00Z`),
    sourceKey: options.key,
    lines: [
      { account: 'receivable', subLedgerId, amount: cents(options.amount) },
      { account: charge ? 'assessment_income' : 'operating_cash', amount: cents(-options.amount) },
    ],
  };
}

/** Posts the entries (one transaction). */
export async function post(db: Db, entries: NewEntry[]): Promise<void> {
  await postEntries(db, entries);
}
