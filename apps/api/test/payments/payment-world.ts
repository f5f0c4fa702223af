import { expect } from 'vitest';
import type { App } from '../../src/app';
import { fixedClock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import type { SandboxProcessor } from '../../src/modules/processor/sandbox/sandbox-processor';
import { createFactories } from '../../src/seed/factories';
import { as, type Identity, paymentsApi } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';

/** A Friday afternoon in New York (15:00 UTC = 10:00 EST). */
export const defaultNow = new Date('2026-11-20T15:00:00Z');

/** A homeowner who pays; as a caller (`as(app, payer)`) signed in afresh for each call. */
export interface Payer extends Identity {
  email: string;
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
  /** Saves a sandbox test card (or bank account) for a payer through the real setup flow. */
  saveCard(payer: Payer, number?: string): Promise<number>;
  saveBank(payer: Payer, accountNumber?: string): Promise<number>;
  /** A method setup the browser completed with the processor (it tokenized the method), not yet confirmed with us. */
  completedSetup(
    payer: Payer,
    kind: 'card' | 'bank',
    tokenize: () => Promise<{ id: string }>,
  ): Promise<number>;
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
  const association = await factories.association({
    managementCompanyId: company.id,
    largeAmountFeeBasisPoints: 100,
  });
  await factories.paymentOptions(association.id);

  async function homeowner(email: string): Promise<Payer> {
    const { user, owner, property, subLedger } = await factories.payer({
      associationId: association.id,
      email,
    });
    await factories.assessment(subLedger.id, 25_000, {
      memo: 'November assessment',
      postedAt: clock.now(),
      sourceKey: `assessment:test:${subLedger.id}:2026-11`,
    });
    return {
      userId: user.id,
      customer: company.code,
      email,
      ownerId: owner.id,
      propertyId: property.id,
      subLedgerId: subLedger.id,
    };
  }

  const payer = await homeowner('payer@example.test');
  const neighbour = await homeowner('neighbour@example.test');
  const processor = app.processor as SandboxProcessor;

  async function completedSetup(who: Payer, kind: 'card' | 'bank', tokenize: () => Promise<{ id: string }>) {
    const setup = await as(app, who).post(`${paymentsApi}/PaymentMethod/Setup`, { methodKind: kind });
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
    return setupId;
  }

  async function saveMethod(who: Payer, kind: 'card' | 'bank', tokenize: () => Promise<{ id: string }>) {
    const setupId = await completedSetup(who, kind, tokenize);
    const confirmed = await as(app, who).put(`${paymentsApi}/PaymentMethod/Setup/${setupId}/Confirm`);
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
    completedSetup,
    async takeEvents() {
      const taken: SignedEvent[] = [];
      await processor.deliverDueEvents(clock.now(), async (body, signature) => {
        taken.push({ body, signature, type: (JSON.parse(body.toString()) as { type: string }).type });
      });
      return taken;
    },
    async postEvent(event) {
      const response = await as(app, null).post(`${paymentsApi}/Webhooks/sandbox`, event.body, {
        headers: { 'content-type': 'application/json', 'sandbox-signature': event.signature },
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
