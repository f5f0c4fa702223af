import { cents } from '@hoa/contracts/money';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { fixedClock } from '../../src/clock';
import { owners } from '../../src/db/schema/owners';
import { postEntry, reverseEntry } from '../../src/modules/books/post-entry';
import { demoCompany } from '../../src/seed/demo';
import { createFactories } from '../../src/seed/factories';
import { associationsApi, signIn } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

/** The day the tests age as of: the fixed clock's day in the association's time zone (New York). */
export const asOf = '2026-06-30';
const now = new Date('2026-06-30T16:00:00Z');

export interface CollectionsWorld extends World {
  test: TestApp;
  mimicBoardToken: string;
  /** A new owner's property and sub-ledger in an association, with a searchable account number. */
  account(associationId: number, accountNumber: string, name?: string): Promise<Account>;
}

export interface Account {
  subLedgerId: number;
  ownerId: number;
  propertyId: number;
  accountNumber: string;
  /** A charge falling due `daysAgo` days before `asOf`. */
  charge(amount: number, daysAgo: number): Promise<{ id: number; sourceKey: string }>;
  /** A payment received `daysAgo` days before `asOf`. */
  pay(amount: number, daysAgo: number): Promise<{ id: number; sourceKey: string }>;
  /** The payment returned (reversed) `daysAgo` days before `asOf`. */
  returnPayment(payment: { id: number; sourceKey: string }, daysAgo: number): Promise<void>;
}

let keys = 0;

export async function collectionsWorld(kind: DbKind): Promise<CollectionsWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(now) });
  const world = await signInEveryone(test);
  const db = test.database.db;
  const make = createFactories(db, 125);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'collections-mimic-board',
  });
  const [anyOwner] = await db.select({ companyId: owners.managementCompanyId }).from(owners).limit(1);

  async function account(associationId: number, accountNumber: string, name = 'Quinn Delinquent') {
    const [firstName = 'Quinn', lastName = 'Delinquent'] = name.split(' ');
    const owner = await make.owner({
      managementCompanyId: anyOwner?.companyId as number,
      firstName,
      lastName,
    });
    const property = await make.property({ associationId, ownerId: owner.id, accountNumber });
    const ledger = await make.subLedger({ associationId, propertyId: property.id, isPrimary: true });
    const post = (kind: 'assessment' | 'payment', amount: number, daysAgo: number) => {
      keys += 1;
      const sourceKey = `collections-test:${accountNumber}:${keys}`;
      const sign = kind === 'assessment' ? 1 : -1;
      return postEntry(db, {
        associationId,
        kind,
        memo: kind === 'assessment' ? 'Assessment' : 'Payment',
        effectiveDate: addCalendarDays(asOf, -daysAgo),
        postedAt: now,
        sourceKey,
        lines: [
          { account: 'receivable', subLedgerId: ledger.id, amount: cents(sign * amount) },
          {
            account: kind === 'assessment' ? 'assessment_income' : 'operating_cash',
            amount: cents(-sign * amount),
          },
        ],
      }).then(({ id }) => ({ id, sourceKey }));
    };
    return {
      subLedgerId: ledger.id,
      ownerId: owner.id,
      propertyId: property.id,
      accountNumber,
      charge: (amount: number, daysAgo: number) => post('assessment', amount, daysAgo),
      pay: (amount: number, daysAgo: number) => post('payment', amount, daysAgo),
      returnPayment: async (payment: { id: number; sourceKey: string }, daysAgo: number) => {
        await reverseEntry(db, payment, {
          kind: 'return',
          memo: 'Returned payment',
          effectiveDate: addCalendarDays(asOf, -daysAgo),
          postedAt: now,
        });
      },
    };
  }
  return { ...world, test, mimicBoardToken, account };
}

export const boardCollections = (w: World, associationId = w.associationIds.meadow) =>
  `${associationsApi}/Board/Associations/${associationId}/Collections`;
export const staffCollections = (w: World, associationId = w.associationIds.meadow) =>
  `${associationsApi}/Staff/Associations/${associationId}/Collections`;
