import { desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { fixedClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import type { AutoDraftType } from '../../src/db/schema/associations';
import { emailOutbox } from '../../src/db/schema/mail';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { ensureChartOfAccounts } from '../../src/modules/books/post-entry';
import type { PaymentsDeps } from '../../src/modules/payments/payments-deps';
import type { PaymentProcessor } from '../../src/modules/processor/port';
import { createFactories, type Factories } from '../../src/seed/factories';
import { createTestProcessor, type TestProcessor } from '../billing-jobs/test-processor';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import type { Payer as PaymentPayer } from '../payments/payment-world';

/** A Friday morning in New York (15:00 UTC = 10:00 EST). */
export const defaultNow = new Date('2026-11-20T15:00:00Z');

/** A paying homeowner (payment-world's) with their account number and association. */
export interface Payer extends PaymentPayer {
  accountNumber: string;
  associationId: number;
}

export type MethodBehaviour = 'card' | 'bank' | 'decline' | 'down';

export interface ScheduleWorld<P extends PaymentProcessor = TestProcessor> {
  test: TestApp;
  app: App;
  db: Db;
  deps: PaymentsDeps;
  /** The world's factories (src/seed/factories.ts), for more rows of the same company. */
  make: Factories;
  clock: ReturnType<typeof fixedClock>;
  processor: P;
  associationId: number;
  payer: Payer;
  /** A homeowner of the same association whose accounts and schedules the payer must not reach. */
  neighbour: Payer;
  association(autoDraftType: AutoDraftType, timeZone?: string): Promise<number>;
  homeowner(
    email: string,
    options?: { associationId?: number; balance?: number; primaryEmail?: string | null },
  ): Promise<Payer>;
  /** A saved method for a payer, as the test processor would have returned it (by behaviour; not for the sandbox). */
  method(payer: Payer, behaviour: MethodBehaviour, options?: { expYear?: number }): Promise<number>;
  charge(subLedgerId: number, amount: number, key: string): Promise<void>;
  balance(subLedgerId: number): Promise<number>;
  mailTo(address: string): Promise<(typeof emailOutbox.$inferSelect)[]>;
}

/**
 * One association (standard Auto-Draft, card 2.95 %, bank $1.50, 1 % over $2,000.00) with two
 * homeowners owing $250.00 each, on a fresh database, a fixed clock and the test processor.
 */
export function scheduleWorld(kind: DbKind, options: { now?: Date } = {}): Promise<ScheduleWorld> {
  const clock = fixedClock(options.now ?? defaultNow);
  return buildWorld(kind, clock, createTestProcessor(clock));
}

/** The same world on the app's default processor (the sandbox adapter) instead of the test processor. */
export function sandboxScheduleWorld(
  kind: DbKind,
  options: { now?: Date } = {},
): Promise<ScheduleWorld<PaymentProcessor>> {
  return buildWorld(kind, fixedClock(options.now ?? defaultNow), null);
}

async function buildWorld<P extends PaymentProcessor>(
  kind: DbKind,
  clock: ReturnType<typeof fixedClock>,
  injected: P | null,
): Promise<ScheduleWorld<P>> {
  const test = await buildTestApp(kind, {
    clock,
    env: { CLICKPAY_LOGIN_URL: 'https://demo.clickpay.example/sso/login' },
    ...(injected ? { processor: injected } : {}),
  });
  const processor = (injected ?? test.app.processor) as P;
  const { app } = test;
  const db = test.database.db;
  const factories = createFactories(db, 11);
  const company = await factories.managementCompany();
  let methodSequence = 0;

  async function association(autoDraftType: AutoDraftType, timeZone = 'America/New_York') {
    const row = await factories.association({
      managementCompanyId: company.id,
      autoDraftType,
      timeZone,
      largeAmountFeeBasisPoints: 100,
    });
    await ensureChartOfAccounts(db, row.id);
    await factories.paymentOptions(row.id);
    return row.id;
  }

  async function charge(subLedgerId: number, amount: number, key: string) {
    await factories.assessment(subLedgerId, amount, { postedAt: clock.now(), sourceKey: `test:${key}` });
  }

  const associationId = await association('standard');

  const homeowner: ScheduleWorld<P>['homeowner'] = async (email, options = {}) => {
    const inAssociation = options.associationId ?? associationId;
    const { user, owner, property, subLedger } = await factories.payer({
      associationId: inAssociation,
      email,
      primaryEmail: options.primaryEmail === undefined ? email : options.primaryEmail,
    });
    const subLedgerId = subLedger.id;
    const balance = options.balance ?? 25_000;
    if (balance > 0) await charge(subLedgerId, balance, `opening:${subLedgerId}`);
    return {
      userId: user.id,
      customer: company.code,
      email,
      ownerId: owner.id,
      propertyId: property.id,
      accountNumber: property.accountNumber,
      subLedgerId,
      associationId: inAssociation,
    };
  };

  const prefixes: Record<MethodBehaviour, string> = {
    card: 'pm_card_',
    bank: 'pm_bank_',
    decline: 'pm_decline_',
    down: 'pm_down_',
  };

  const method: ScheduleWorld<P>['method'] = async (payer, behaviour, options = {}) => {
    methodSequence += 1;
    const row = await factories.paymentMethod({
      userId: payer.userId,
      processorMethodId: `${prefixes[behaviour]}${methodSequence}`,
      kind: behaviour === 'bank' ? 'bank' : 'card',
      ...(behaviour === 'bank' ? {} : { expYear: options.expYear ?? 2030 }),
      holderName: 'Pat Payer',
      createdAt: clock.now(),
    });
    return row.id;
  };

  const payer = await homeowner('payer@example.test');
  const neighbour = await homeowner('neighbour@example.test');

  return {
    test,
    app,
    db,
    deps: app.paymentsDeps,
    make: factories,
    clock,
    processor,
    associationId,
    payer,
    neighbour,
    association,
    homeowner,
    method,
    charge,
    balance: (subLedgerId) => subLedgerBalance(db, subLedgerId),
    mailTo: (address) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.id)),
  };
}
