import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { cents } from '@hoa/contracts/money';
import { computeFees } from '@hoa/contracts/payment-rules';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { fixedClock } from '../../src/clock';
import { loadConfig } from '../../src/config/load-config';
import { type Database, openDatabase } from '../../src/db/database';
import { journalEntries } from '../../src/db/schema/books';
import { payments } from '../../src/db/schema/payments';
import { sandboxCharges } from '../../src/db/schema/sandbox-processor';
import { bookIntegrity } from '../../src/modules/books/balances';
import { crashPointNames } from '../../src/modules/payments/payments-deps';
import { createSandboxProcessor } from '../../src/modules/processor/sandbox/sandbox-processor';
import { createFactories } from '../../src/seed/factories';
import {
  adminQuery,
  assertProcessorAgreesWithBooks,
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

/** A homeowner owing $123.45 with a saved visa and an unconfirmed one-time payment of that amount. */
async function prepare(target: Target): Promise<number> {
  const database = await target.open();
  try {
    await database.migrate();
    const { db } = database;
    const clock = fixedClock(new Date());
    const factories = createFactories(db, 3);
    const { user, owner, property, subLedger } = await factories.payer({
      email,
      passwordHash: await hashPassword(password),
    });
    const subLedgerId = subLedger.id;
    await factories.assessment(subLedgerId, amount, {
      effectiveDate: '2026-01-01',
      postedAt: clock.now(),
      sourceKey: 'assessment:crash',
    });
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
        subLedgerId,
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
  } finally {
    await database.close();
  }
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
      SEED_DEMO: '0',
      SANDBOX_WEBHOOK_SECRET: 'whsec_crash_safety_0123456789',
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

        const database = await target.open();
        try {
          const { db } = database;
          const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
          expect(payment?.status).toBe('processed');
          const charges = await db
            .select({ amount: sandboxCharges.amount })
            .from(sandboxCharges)
            .where(like(sandboxCharges.reference, `payment:${paymentId}:%`));
          expect(charges).toEqual([{ amount }]);
          const entries = await db
            .select({ kind: journalEntries.kind })
            .from(journalEntries)
            .where(eq(journalEntries.paymentId, paymentId));
          expect(entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'settlement']);
          expect(await bookIntegrity(db)).toEqual({ total: 0, unbalancedEntries: [], mismatchedTotals: [] });
          await assertProcessorAgreesWithBooks(database);
        } finally {
          await database.close();
        }
      });
    }
  });
});
