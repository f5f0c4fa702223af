import { cents } from '@hoa/contracts/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { associations } from '../db/schema/associations';
import { subLedgers } from '../db/schema/books';
import type { owners } from '../db/schema/owners';
import { paymentMethods, paymentOptions } from '../db/schema/payments';
import type { properties } from '../db/schema/properties';
import type { users } from '../db/schema/users';
import { ensureChartOfAccounts, postEntry } from '../modules/books/post-entry';

type PaymentMethod = typeof paymentMethods.$inferSelect;
type NewPaymentMethod = typeof paymentMethods.$inferInsert;
type NewPaymentOption = typeof paymentOptions.$inferInsert;

/** The general factories these build on (factories.ts), named by what they need. */
export interface PaymentFactoryParents {
  association(overrides?: { managementCompanyId?: number }): Promise<typeof associations.$inferSelect>;
  owner(
    overrides: Partial<typeof owners.$inferInsert> & { managementCompanyId: number },
  ): Promise<typeof owners.$inferSelect>;
  property(
    overrides: Partial<typeof properties.$inferInsert> & { associationId: number; ownerId: number },
  ): Promise<typeof properties.$inferSelect>;
  user(
    overrides: Partial<typeof users.$inferInsert> & { managementCompanyId: number },
  ): Promise<typeof users.$inferSelect>;
  linkUserToOwner(userId: number, ownerId: number): Promise<void>;
  subLedger(
    overrides: Partial<typeof subLedgers.$inferInsert> & { propertyId: number },
  ): Promise<typeof subLedgers.$inferSelect>;
}

export interface PayerOverrides {
  /** The payer's association (a new one in a new company when left out). */
  associationId?: number;
  /** The sign-in e-mail, also the owner's primary e-mail unless `primaryEmail` says otherwise. */
  email?: string;
  primaryEmail?: string | null;
  passwordHash?: string;
}

/** Payment rows for the tests and the seed: saved methods, fee options, homeowners who can pay. */
export function paymentFactories(db: Db, make: PaymentFactoryParents) {
  let sequence = 0;

  /** A saved method: a visa credit card ending 4242, or with `kind: 'bank'` a checking account ending 6789. */
  async function paymentMethod(
    overrides: Partial<NewPaymentMethod> & Pick<NewPaymentMethod, 'userId' | 'createdAt'>,
  ) {
    sequence += 1;
    const kind = overrides.kind ?? 'card';
    const details =
      kind === 'bank'
        ? { bankName: 'First Bank', bankAccountType: 'checking', last4: '6789' }
        : { cardBrand: 'visa', cardFunding: 'credit', expMonth: 12, expYear: 2030, last4: '4242' };
    const [row] = await db
      .insert(paymentMethods)
      .values({
        processor: 'sandbox',
        processorMethodId: `pm_${kind}_${sequence}`,
        kind,
        ...details,
        ...overrides,
      })
      .returning();
    return row as PaymentMethod;
  }

  /** The usual fees: card 2.95 %, bank $1.50 flat; each kind's row overridable (`{ bank: { enabled: false } }`). */
  async function paymentOptionsOf(
    associationId: number,
    overrides: { card?: Partial<NewPaymentOption>; bank?: Partial<NewPaymentOption> } = {},
  ) {
    await db.insert(paymentOptions).values([
      { associationId, methodKind: 'card', feeType: 'percent', feeBasisPoints: 295, ...overrides.card },
      { associationId, methodKind: 'bank', feeType: 'flat', feeFlat: 150, ...overrides.bank },
    ]);
  }

  /** A homeowner who can pay: an owner, their home, a user signed in as them, and the home's primary sub-ledger. */
  async function payer(overrides: PayerOverrides = {}) {
    const association = overrides.associationId
      ? await findAssociation(overrides.associationId)
      : await make.association();
    const managementCompanyId = association.managementCompanyId;
    sequence += 1;
    const email = overrides.email ?? `payer-${sequence}@example.test`;
    const owner = await make.owner({
      managementCompanyId,
      primaryEmail: overrides.primaryEmail === undefined ? email : overrides.primaryEmail,
    });
    const property = await make.property({ associationId: association.id, ownerId: owner.id });
    const user = await make.user({
      managementCompanyId,
      email,
      ...(overrides.passwordHash ? { passwordHash: overrides.passwordHash } : {}),
    });
    await make.linkUserToOwner(user.id, owner.id);
    const subLedger = await make.subLedger({ propertyId: property.id });
    return { user, owner, property, subLedger };
  }

  /** An assessment the sub-ledger owes (posted once per `sourceKey`), on a chart of accounts made if missing. */
  async function assessment(
    subLedgerId: number,
    amount: number,
    entry: { postedAt: Date; sourceKey: string; memo?: string; effectiveDate?: string },
  ) {
    const [ledger] = await db.select().from(subLedgers).where(eq(subLedgers.id, subLedgerId));
    if (!ledger) throw new Error(`No sub-ledger ${subLedgerId}`);
    await ensureChartOfAccounts(db, ledger.associationId);
    return postEntry(db, {
      associationId: ledger.associationId,
      kind: 'assessment',
      memo: entry.memo ?? 'Assessment',
      effectiveDate: entry.effectiveDate ?? '2026-11-01',
      postedAt: entry.postedAt,
      sourceKey: entry.sourceKey,
      lines: [
        { account: 'receivable', subLedgerId, amount: cents(amount) },
        { account: 'assessment_income', amount: cents(-amount) },
      ],
    });
  }

  async function findAssociation(id: number) {
    const [row] = await db.select().from(associations).where(eq(associations.id, id));
    if (!row) throw new Error(`No association ${id}`);
    return row;
  }

  return { paymentMethod, paymentOptions: paymentOptionsOf, payer, assessment };
}
