import { cents } from '@hoa/contracts/money';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { fixedClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import type { AutoDraftType } from '../../src/db/schema/associations';
import { associations } from '../../src/db/schema/associations';
import { subLedgers } from '../../src/db/schema/books';
import { emailOutbox } from '../../src/db/schema/mail';
import { paymentMethods, paymentOptions } from '../../src/db/schema/payments';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { ensureChartOfAccounts, postEntry } from '../../src/modules/books/post-entry';
import type { PaymentsDeps } from '../../src/modules/payments/payments-deps';
import type { PaymentProcessor } from '../../src/modules/processor/port';
import { createFactories } from '../../src/seed/factories';
import { createTestProcessor, type TestProcessor } from '../billing-jobs/test-processor';
import { buildTestApp, type DbKind, type TestApp } from '../helper';

export const paymentsApi = '/svc/payments/api';
/** A Friday morning in New York (15:00 UTC = 10:00 EST). */
export const defaultNow = new Date('2026-11-20T15:00:00Z');

export interface Payer {
  userId: number;
  email: string;
  token: string;
  ownerId: number;
  propertyId: number;
  accountNumber: string;
  subLedgerId: number;
  associationId: number;
}

export type MethodBehaviour = 'card' | 'bank' | 'decline' | 'down';

export interface ScheduleWorld<P extends PaymentProcessor = TestProcessor> {
  test: TestApp;
  app: App;
  db: Db;
  deps: PaymentsDeps;
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
  call(
    payer: Payer | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
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
  const test = await buildTestApp(kind, { clock, ...(injected ? { processor: injected } : {}) });
  const processor = (injected ?? test.app.processor) as P;
  const { app } = test;
  const db = test.database.db;
  const factories = createFactories(db, 11);
  const company = await factories.managementCompany();
  let methodSequence = 0;

  async function association(autoDraftType: AutoDraftType, timeZone = 'America/New_York') {
    const row = await factories.association({ managementCompanyId: company.id, autoDraftType, timeZone });
    await db.update(associations).set({ largeAmountFeeBasisPoints: 100 }).where(eq(associations.id, row.id));
    await ensureChartOfAccounts(db, row.id);
    await db.insert(paymentOptions).values([
      { associationId: row.id, methodKind: 'card', feeType: 'percent', feeBasisPoints: 295 },
      { associationId: row.id, methodKind: 'bank', feeType: 'flat', feeFlat: 150 },
    ]);
    return row.id;
  }

  async function charge(subLedgerId: number, amount: number, key: string) {
    const [row] = await db.select().from(subLedgers).where(eq(subLedgers.id, subLedgerId));
    await postEntry(db, {
      associationId: row?.associationId as number,
      kind: 'assessment',
      memo: 'Assessment',
      effectiveDate: '2026-11-01',
      postedAt: clock.now(),
      sourceKey: `test:${key}`,
      lines: [
        { account: 'receivable', subLedgerId, amount: cents(amount) },
        { account: 'assessment_income', amount: cents(-amount) },
      ],
    });
  }

  const associationId = await association('standard');

  const homeowner: ScheduleWorld<P>['homeowner'] = async (email, options = {}) => {
    const inAssociation = options.associationId ?? associationId;
    const owner = await factories.owner({
      managementCompanyId: company.id,
      primaryEmail: options.primaryEmail === undefined ? email : options.primaryEmail,
    });
    const property = await factories.property({ associationId: inAssociation, ownerId: owner.id });
    const user = await factories.user({ managementCompanyId: company.id, email });
    await factories.linkUserToOwner(user.id, owner.id);
    const [subLedger] = await db
      .insert(subLedgers)
      .values({ associationId: inAssociation, propertyId: property.id, name: 'Assessments', isPrimary: true })
      .returning({ id: subLedgers.id });
    const subLedgerId = (subLedger as { id: number }).id;
    const balance = options.balance ?? 25_000;
    if (balance > 0) await charge(subLedgerId, balance, `opening:${subLedgerId}`);
    const { token } = await app.accessTokens.issue({ userId: user.id, customer: company.code });
    return {
      userId: user.id,
      email,
      token,
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
    const isBank = behaviour === 'bank';
    const [row] = await db
      .insert(paymentMethods)
      .values({
        userId: payer.userId,
        processor: 'sandbox',
        processorMethodId: `${prefixes[behaviour]}${methodSequence}`,
        kind: isBank ? 'bank' : 'card',
        cardBrand: isBank ? null : 'visa',
        cardFunding: isBank ? null : 'credit',
        expMonth: isBank ? null : 12,
        expYear: isBank ? null : (options.expYear ?? 2030),
        bankName: isBank ? 'First Bank' : null,
        bankAccountType: isBank ? 'checking' : null,
        last4: isBank ? '6789' : '4242',
        holderName: 'Pat Payer',
        createdAt: clock.now(),
      })
      .returning({ id: paymentMethods.id });
    return (row as { id: number }).id;
  };

  const payer = await homeowner('payer@example.test');
  const neighbour = await homeowner('neighbour@example.test');

  return {
    test,
    app,
    db,
    deps: app.paymentsDeps,
    clock,
    processor,
    associationId,
    payer,
    neighbour,
    association,
    homeowner,
    method,
    // a fresh token per call, so tests can move the clock past a token's life
    call: async (who, verb, path, body, headers = {}) => {
      const token = who
        ? (await app.accessTokens.issue({ userId: who.userId, customer: company.code })).token
        : null;
      return app.inject({
        method: verb,
        url: `${paymentsApi}${path}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    },
    charge,
    balance: (subLedgerId) => subLedgerBalance(db, subLedgerId),
    mailTo: (address) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.id)),
  };
}
