import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { cents } from '@hoa/contracts/money';
import { paymentTermsDisclosure } from '@hoa/contracts/payment-disclosures';
import { computeFees } from '@hoa/contracts/payment-rules';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { fixedClock } from '../../src/clock';
import { loadConfig } from '../../src/config/load-config';
import { type Database, openDatabase } from '../../src/db/database';
import { journalEntries } from '../../src/db/schema/books';
import { payments } from '../../src/db/schema/payments';
import { sandboxCharges, sandboxEvents } from '../../src/db/schema/sandbox-processor';
import { bookIntegrity } from '../../src/modules/books/balances';
import { createCheckoutLink } from '../../src/modules/express-pay/checkout-links';
import { crashPointNames } from '../../src/modules/payments/payments-deps';
import {
  createSandboxProcessor,
  sandboxBasePath,
  sandboxPublishableKey,
} from '../../src/modules/processor/sandbox/sandbox-processor';
import { createFactories } from '../../src/seed/factories';
import {
  adminQuery,
  assertProcessorAgreesWithBooks,
  buildTestApp,
  type DbKind,
  databaseUrl,
  forEachDatabase,
  freePort,
  newDatabaseName,
  tempDir,
} from '../helper';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const email = 'crash@example.test';
const password = 'portal-test';
const amount = cents(12_345);
const webhookSecret = 'whsec_crash_safety_0123456789';

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
}

async function targetFor(kind: DbKind): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = tempDir('hoa-crash-');
    const env = { DATA_DIR: dataDir };
    return { env, open: () => openDatabase(loadConfig(env)) };
  }
  const name = newDatabaseName();
  await adminQuery(`create database ${name}`);
  onTestFinished(() => adminQuery(`drop database if exists ${name} with (force)`));
  const env = { DATABASE_URL: databaseUrl(name), DATA_DIR: tempDir('hoa-crash-') };
  return { env, open: () => openDatabase(loadConfig(env)) };
}

type Factories = ReturnType<typeof createFactories>;

/** A homeowner (who signs in as `email`) owing $123.45, on the database of `target`, open for `use`. */
async function owingHomeowner<T>(
  target: Target,
  use: (
    db: Database['db'],
    payer: Awaited<ReturnType<Factories['payer']>>,
    factories: Factories,
  ) => Promise<T>,
): Promise<T> {
  const database = await target.open();
  try {
    await database.migrate();
    const { db } = database;
    const factories = createFactories(db, 3);
    const payer = await factories.payer({ email, passwordHash: await hashPassword(password) });
    await factories.assessment(payer.subLedger.id, amount, {
      effectiveDate: '2026-01-01',
      postedAt: new Date(),
      sourceKey: 'assessment:crash',
    });
    return await use(db, payer, factories);
  } finally {
    await database.close();
  }
}

/** A homeowner owing $123.45 with a saved visa and an unconfirmed one-time payment of that amount. */
function prepare(target: Target): Promise<number> {
  return owingHomeowner(target, async (db, { user, owner, property, subLedger }, factories) => {
    const clock = fixedClock(new Date());
    const sandbox = createSandboxProcessor(db, clock, { webhookSecret: 'whsec_crash' });
    const card = await sandbox.tokenizeCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const method = await factories.paymentMethod({
      userId: user.id,
      processorMethodId: card.id,
      createdAt: clock.now(),
    });
    const [payment] = await db
      .insert(payments)
      .values({
        userId: user.id,
        ownerId: owner.id,
        propertyId: property.id,
        subLedgerId: subLedger.id,
        associationId: subLedger.associationId,
        paymentMethodId: method.id,
        kind: 'one_time',
        status: 'setup',
        ...computeFees(amount, { feeType: 'flat', feeBasisPoints: 0, feeFlat: 0 }, 0),
        paymentDate: '2026-01-02',
        createdAt: clock.now(),
      })
      .returning({ id: payments.id });
    return (payment as { id: number }).id;
  });
}

/** The same homeowner's account with card and bank fees, and a one-time link to pay it e-mailed to a payer. */
function prepareExpress(target: Target): Promise<string> {
  return owingHomeowner(target, async (db, { subLedger }, factories) => {
    await factories.paymentOptions(subLedger.associationId);
    const { secret } = await createCheckoutLink(db, {
      strategy: 'email',
      subLedgerId: subLedger.id,
      recipientEmail: 'relative@example.test',
      now: new Date(),
    });
    return secret;
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the real server (source, through tsx) and waits until it listens. */
async function startServer(target: Target, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // the portal's address stays the same across restarts, as in a deployment (tokens name it as issuer)
      PUBLIC_URL: 'http://portal.crash.test',
      SEED_DEMO: '0',
      SANDBOX_WEBHOOK_SECRET: webhookSecret,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(target.env.DATA_DIR ?? '/tmp', 'no-web'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it was ready:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/svc/users/api/Users/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function confirm(url: string, token: string, paymentId: number) {
  return fetch(`${url}/svc/payments/api/Payment/Setup/${paymentId}/Confirm`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': 'crash-test',
    },
    body: '{}',
  });
}

/** Calls the express-pay service with a payer's epay token. */
function epay(url: string, token: string, method: string, path: string, body: unknown, key?: string) {
  return fetch(`${url}/svc/express-pay/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/**
 * A payer without a login, as the pay page does it: exchanges the e-mailed link for an epay token, sets up
 * a card payment of the balance, types the card into the processor's fields (the sandbox's own HTTP API:
 * nothing of the card reaches the portal) and accepts the terms. Answers the token and the setup's id.
 */
async function expressPayReady(url: string, secret: string): Promise<{ token: string; setupId: number }> {
  const session = await fetch(`${url}/svc/express-pay/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'email', link: secret }),
  });
  const { epayToken: token } = await json<{ epayToken: string }>(session, 200);
  const setup = await json<{ id: number; processorSetupId: string; clientSecret: string }>(
    await epay(url, token, 'POST', '/express-pay', {
      amount,
      methodKind: 'card',
      payerEmail: 'relative@example.test',
    }),
    201,
  );
  const processor = (path: string, body: unknown) =>
    fetch(`${url}${sandboxBasePath}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const card = await json<{ id: string }>(
    await processor('/v1/tokens', {
      publishableKey: sandboxPublishableKey,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    }),
    200,
  );
  await json(
    await processor(`/v1/setups/${setup.processorSetupId}/confirm`, {
      clientSecret: setup.clientSecret,
      paymentMethod: card.id,
    }),
    200,
  );
  await json(
    await epay(url, token, 'PUT', `/acknowledgement/${setup.id}/confirm`, {
      termsVersion: paymentTermsDisclosure.version,
    }),
    200,
  );
  return { token, setupId: setup.id };
}

/**
 * After the servers are gone: the processor's events (charge succeeded...) reach the portal now, late (and
 * again, if they had come before: delivery is at least once), through the webhook, and change nothing; then one charge, one payment, balanced books, and the processor's
 * record agrees with the books.
 */
async function assertOneChargeOnePayment(kind: DbKind, target: Target, paymentId: number, total: number) {
  const database = await target.open();
  try {
    const { app } = await buildTestApp(kind, { database, env: { SANDBOX_WEBHOOK_SECRET: webhookSecret } });
    const sandbox = createSandboxProcessor(database.db, fixedClock(new Date()), { webhookSecret });
    // every event the processor sent about the payment comes (again) now, whether or not it came before
    await database.db.update(sandboxEvents).set({ deliveredAt: null });
    const late = await sandbox.deliverDueEvents(new Date(), async (body, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: '/svc/payments/api/Webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        payload: body,
      });
      if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
    });
    expect(late.failed).toBe(0);
    expect(late.delivered).toBeGreaterThan(0); // at least the charge's own event
    await app.close();

    const { db } = database;
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('processed');
    expect(payment?.total).toBe(total);
    const charges = await db
      .select({ amount: sandboxCharges.amount })
      .from(sandboxCharges)
      .where(like(sandboxCharges.reference, `payment:${paymentId}:%`));
    expect(charges).toEqual([{ amount: total }]);
    const entries = await db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.paymentId, paymentId));
    expect(entries.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
    expect(await bookIntegrity(db)).toEqual({ total: 0, unbalancedEntries: [], mismatchedTotals: [] });
    await assertProcessorAgreesWithBooks(database);
    return entries.map((entry) => entry.kind).sort();
  } finally {
    await database.close();
  }
}

forEachDatabase((kind) => {
  describe('a crash anywhere on the payment path loses or doubles nothing', () => {
    for (const point of crashPointNames) {
      it(`killed ${point}, then restarted: one charge, one payment, balanced books`, {
        timeout: 180_000,
      }, async () => {
        const target = await targetFor(kind);
        const paymentId = await prepare(target);

        const crashing = await startServer(target, { HOA_CRASH_AT: point });
        const token = await signIn(crashing.url);
        await expect(confirm(crashing.url, token, paymentId)).rejects.toThrow();
        expect((await crashing.exited).signal).toBe('SIGKILL');

        const restarted = await startServer(target);
        const retry = await confirm(restarted.url, await signIn(restarted.url), paymentId);
        // the retry with the original key gets the payment's result, as the first request would have
        expect(retry.status).toBe(200);
        expect(await retry.json()).toMatchObject({ id: paymentId, status: 'processed', total: amount });
        const again = await confirm(restarted.url, await signIn(restarted.url), paymentId);
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        restarted.child.kill('SIGTERM');
        await restarted.exited;

        expect(await assertOneChargeOnePayment(kind, target, paymentId, amount)).toEqual([
          'payment',
          'settlement',
        ]);
      });
    }
  });

  describe('a crash anywhere on an express payment (pay by link, no login) loses or doubles nothing', () => {
    for (const point of crashPointNames) {
      it(`killed ${point}, then restarted: the payer's retry gets the payment, charged once`, {
        timeout: 180_000,
      }, async () => {
        const target = await targetFor(kind);
        const secret = await prepareExpress(target);

        const crashing = await startServer(target, { HOA_CRASH_AT: point });
        const { token, setupId } = await expressPayReady(crashing.url, secret);
        await expect(
          epay(crashing.url, token, 'PUT', `/express-pay/${setupId}/confirm`, {}, 'crash-test'),
        ).rejects.toThrow();
        expect((await crashing.exited).signal).toBe('SIGKILL');

        // the pay page retries with its key and the token it holds (signed with the keys in the database)
        const restarted = await startServer(target);
        const retry = await epay(
          restarted.url,
          token,
          'PUT',
          `/express-pay/${setupId}/confirm`,
          {},
          'crash-test',
        );
        const paid = await json<{ id: number; status: string; amount: number; total: number }>(retry, 200);
        expect(paid).toMatchObject({ status: 'processed', amount });
        expect(paid.total).toBeGreaterThan(amount); // with the card fee
        const again = await epay(
          restarted.url,
          token,
          'PUT',
          `/express-pay/${setupId}/confirm`,
          {},
          'crash-test',
        );
        expect(await json(again, 200)).toEqual(paid);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        // a confirm without the key cannot pay a second time: the one-time link is spent
        const other = await epay(
          restarted.url,
          token,
          'PUT',
          `/express-pay/${setupId}/confirm`,
          {},
          'another-key',
        );
        expect(other.status).toBeGreaterThanOrEqual(400);
        restarted.child.kill('SIGTERM');
        await restarted.exited;

        const kinds = await assertOneChargeOnePayment(kind, target, paid.id, paid.total);
        expect(kinds).toContain('settlement');
      });
    }
  });
});
