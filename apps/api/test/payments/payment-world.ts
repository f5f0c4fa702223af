import { cents } from '@hoa/contracts/money';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { hashPassword } from '../../src/auth/password';
import { fixedClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import { associations } from '../../src/db/schema/associations';
import { subLedgers } from '../../src/db/schema/books';
import { paymentOptions } from '../../src/db/schema/payments';
import { ensureChartOfAccounts, postEntry } from '../../src/modules/books/post-entry';
import type { SandboxProcessor } from '../../src/modules/processor/sandbox/sandbox-processor';
import { createFactories } from '../../src/seed/factories';
import { buildTestApp, type DbKind, type TestApp } from '../helper';

export const paymentsApi = '/svc/payments/api';
export const payerPassword = 'portal-test';
/** A Friday afternoon in New York (15:00 UTC = 10:00 EST). */
export const defaultNow = new Date('2026-11-20T15:00:00Z');

export interface Payer {
  userId: number;
  email: string;
  token: string;
  ownerId: number;
  propertyId: number;
  subLedgerId: number;
}

export interface PaymentWorld {
  test: TestApp;
  app: App;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  processor: SandboxProcessor;
  associationId: number;
  payer: Payer;
  /** A homeowner of the same association whose accounts the payer must not reach. */
  neighbour: Payer;
  /** An authenticated JSON call to the payments service. */
  call(
    payer: Payer,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Saves a sandbox test card (or bank account) for a payer through the real setup flow. */
  saveCard(payer: Payer, number?: string): Promise<number>;
  saveBank(payer: Payer, accountNumber?: string): Promise<number>;
  /** Moves the clock and signs both homeowners in again (access tokens last 15 minutes). */
  moveClock(to: Date): Promise<void>;
  /** The sandbox's webhook events due now, signed, taken from the sandbox but not yet posted to us. */
  takeEvents(): Promise<SignedEvent[]>;
  /** Posts one signed event to our webhook endpoint, as the sandbox would (200 expected). */
  postEvent(event: SignedEvent): Promise<string>;
  /**
   * Runs `during` whenever the processor is asked to charge (before or after the charge is made),
   * i.e. while a payment is `charging`: how a late delivery lands in the middle of an attempt.
   * Returns a function that puts the processor back.
   */
  whileCharging(during: (when: 'before' | 'after') => Promise<void>): () => void;
}

/** A webhook event as the sandbox sends it: the raw body and its signature header. */
export interface SignedEvent {
  body: Buffer;
  signature: string;
  type: string;
}

async function login(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/svc/users/api/Users/Authenticate',
    payload: { userName: email, password: payerPassword },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/**
 * One association with card (2.95 %) and bank ($1.50) fees and a 1 % large-amount fee, two
 * homeowners each owing a $250.00 assessment, on a fresh database with the sandbox processor.
 */
export async function paymentWorld(kind: DbKind, options: { now?: Date } = {}): Promise<PaymentWorld> {
  const clock = fixedClock(options.now ?? defaultNow);
  const test = await buildTestApp(kind, { clock });
  const { app } = test;
  const db = test.database.db;
  const factories = createFactories(db, 7);
  const company = await factories.managementCompany();
  const association = await factories.association({ managementCompanyId: company.id });
  await db
    .update(associations)
    .set({ largeAmountFeeBasisPoints: 100 })
    .where(eq(associations.id, association.id));
  await ensureChartOfAccounts(db, association.id);
  await db.insert(paymentOptions).values([
    { associationId: association.id, methodKind: 'card', feeType: 'percent', feeBasisPoints: 295 },
    { associationId: association.id, methodKind: 'bank', feeType: 'flat', feeFlat: 150 },
  ]);
  const passwordHash = await hashPassword(payerPassword);

  async function homeowner(email: string): Promise<Payer> {
    const owner = await factories.owner({ managementCompanyId: company.id, primaryEmail: email });
    const property = await factories.property({ associationId: association.id, ownerId: owner.id });
    const user = await factories.user({ managementCompanyId: company.id, email, passwordHash });
    await factories.linkUserToOwner(user.id, owner.id);
    const [subLedger] = await db
      .insert(subLedgers)
      .values({
        associationId: association.id,
        propertyId: property.id,
        name: 'Assessments',
        isPrimary: true,
      })
      .returning({ id: subLedgers.id });
    const subLedgerId = (subLedger as { id: number }).id;
    await postEntry(db, {
      associationId: association.id,
      kind: 'assessment',
      memo: 'November assessment',
      effectiveDate: '2026-11-01',
      postedAt: clock.now(),
      sourceKey: `assessment:test:${subLedgerId}:2026-11`,
      lines: [
        { account: 'receivable', subLedgerId, amount: cents(25_000) },
        { account: 'assessment_income', amount: cents(-25_000) },
      ],
    });
    return {
      userId: user.id,
      email,
      token: await login(app, email),
      ownerId: owner.id,
      propertyId: property.id,
      subLedgerId,
    };
  }

  const payer = await homeowner('payer@example.test');
  const neighbour = await homeowner('neighbour@example.test');
  const processor = app.processor as SandboxProcessor;

  const call: PaymentWorld['call'] = (who, method, path, body, headers = {}) =>
    app.inject({
      method,
      url: `${paymentsApi}${path}`,
      headers: { authorization: `Bearer ${who.token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  async function saveMethod(who: Payer, kind: 'card' | 'bank', tokenize: () => Promise<{ id: string }>) {
    const setup = await call(who, 'POST', '/PaymentMethod/Setup', { methodKind: kind });
    expect(setup.statusCode, setup.body).toBe(201);
    const { setupId, clientSecret, processorSetupId } = setup.json<{
      setupId: number;
      clientSecret: string;
      processorSetupId: string;
    }>();
    const method = await tokenize();
    const outcome = await processor.confirmSetup({
      setupId: processorSetupId,
      clientSecret,
      methodId: method.id,
    });
    expect(outcome.decline).toBeNull();
    const confirmed = await call(who, 'PUT', `/PaymentMethod/Setup/${setupId}/Confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<{ id: number }>().id;
  }

  return {
    test,
    app,
    db,
    clock,
    processor,
    associationId: association.id,
    payer,
    neighbour,
    call,
    async moveClock(to) {
      clock.set(to);
      payer.token = await login(app, payer.email);
      neighbour.token = await login(app, neighbour.email);
    },
    async takeEvents() {
      const taken: SignedEvent[] = [];
      await processor.deliverDueEvents(clock.now(), async (body, signature) => {
        taken.push({ body, signature, type: (JSON.parse(body.toString()) as { type: string }).type });
      });
      return taken;
    },
    async postEvent(event) {
      const response = await app.inject({
        method: 'POST',
        url: `${paymentsApi}/Webhooks/sandbox`,
        headers: { 'content-type': 'application/json', 'sandbox-signature': event.signature },
        payload: event.body,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ outcome: string }>().outcome;
    },
    whileCharging(during) {
      const charge = processor.charge;
      processor.charge = async (input) => {
        await during('before');
        const result = await charge(input);
        await during('after');
        return result;
      };
      return () => {
        processor.charge = charge;
      };
    },
    saveCard: (who, number = '4242424242424242') =>
      saveMethod(who, 'card', () =>
        processor.tokenizeCard({
          number,
          expMonth: 12,
          expYear: 2030,
          cvc: number.length === 15 ? '1234' : '123',
          name: 'Pat Payer',
        }),
      ),
    saveBank: (who, accountNumber = '000123456789') =>
      saveMethod(who, 'bank', () =>
        processor.tokenizeBank({
          routingNumber: '110000000',
          accountNumber,
          accountType: 'checking',
          holderName: 'Pat Payer',
        }),
      ),
  };
}
