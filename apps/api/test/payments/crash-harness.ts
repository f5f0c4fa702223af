/**
 * The crash harness shared by the crash-safety tests: a database of its own per test, the real server started
 * (and killed at a named crash point) as a child process, and the checks that nothing was lost or doubled.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { cents } from '@hoa/contracts/money';
import { computeFees } from '@hoa/contracts/payment-rules';
import { eq, like } from 'drizzle-orm';
import { afterAll, expect, onTestFinished } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { fixedClock } from '../../src/clock';
import { loadConfig } from '../../src/config/load-config';
import { type Database, openDatabase } from '../../src/db/database';
import { journalEntries } from '../../src/db/schema/books';
import { payments } from '../../src/db/schema/payments';
import { sandboxCharges, sandboxEvents } from '../../src/db/schema/sandbox-processor';
import { bookIntegrity } from '../../src/modules/books/balances';
import { createSandboxProcessor } from '../../src/modules/processor/sandbox/sandbox-processor';
import { createFactories } from '../../src/seed/factories';
import {
  adminQuery,
  assertProcessorAgreesWithBooks,
  buildTestApp,
  type DbKind,
  databaseUrl,
  freePort,
  migratedPgliteDump,
  migratedPostgresTemplate,
  newDatabaseName,
  tempDir,
} from '../helper';
import { sharedOutput, templateRun } from '../templates';

export const apiRoot = path.resolve(import.meta.dirname, '../..');
export const email = 'crash@example.test';
export const password = 'portal-test';
export const amount = cents(12_345);
export const webhookSecret = 'whsec_crash_safety_0123456789';

export interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
}

/** A migrated database for the server processes: a copy of the run's migrated template (ADR 128). */
export async function targetFor(kind: DbKind): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = tempDir('hoa-crash-');
    // the server opens `${DATA_DIR}/pglite` (openEmbeddedDatabase)
    const copy = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: await migratedPgliteDump(),
    });
    await copy.close();
    const env = { DATA_DIR: dataDir };
    return { env, open: () => openDatabase(loadConfig(env)) };
  }
  const name = newDatabaseName();
  await adminQuery(`create database ${name} template ${await migratedPostgresTemplate()}`);
  onTestFinished(() => adminQuery(`drop database if exists ${name} with (force)`));
  const env = { DATABASE_URL: databaseUrl(name), DATA_DIR: tempDir('hoa-crash-') };
  return { env, open: () => openDatabase(loadConfig(env)) };
}

export type Factories = ReturnType<typeof createFactories>;
export type Payer = Awaited<ReturnType<Factories['payer']>>;

/** A homeowner who signs in as `signInAs` (password `password`) and owes $123.45. */
export async function owingPayer(factories: Factories, signInAs = email): Promise<Payer> {
  const payer = await factories.payer({ email: signInAs, passwordHash: await hashPassword(password) });
  await factories.assessment(payer.subLedger.id, amount, {
    effectiveDate: '2026-01-01',
    postedAt: new Date(),
    sourceKey: `assessment:${signInAs}`,
  });
  return payer;
}

/** A homeowner (who signs in as `email`) owing $123.45, on the database of `target`, open for `use`. */
export async function owingHomeowner<T>(
  target: Target,
  use: (db: Database['db'], payer: Payer, factories: Factories) => Promise<T>,
): Promise<T> {
  const database = await target.open();
  try {
    const { db } = database;
    const factories = createFactories(db, 3);
    return await use(db, await owingPayer(factories), factories);
  } finally {
    await database.close();
  }
}

/** The payer's saved visa (tokenized by the sandbox, as the browser would) and the method's id. */
export async function savedCard(db: Database['db'], { user }: Payer, factories: Factories): Promise<number> {
  const clock = fixedClock(new Date());
  const sandbox = createSandboxProcessor(db, clock, { webhookSecret });
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
  return method.id;
}

/** An unconfirmed one-time payment of the $123.45 owed, by the payer's saved visa; its id. */
export async function unconfirmedPayment(
  db: Database['db'],
  payer: Payer,
  factories: Factories,
): Promise<number> {
  const { user, owner, property, subLedger } = payer;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: user.id,
      ownerId: owner.id,
      propertyId: property.id,
      subLedgerId: subLedger.id,
      associationId: subLedger.associationId,
      paymentMethodId: await savedCard(db, payer, factories),
      kind: 'one_time',
      status: 'setup',
      ...computeFees(amount, { feeType: 'flat', feeBasisPoints: 0, feeFlat: 0 }, 0),
      paymentDate: '2026-01-02',
      createdAt: new Date(),
    })
    .returning({ id: payments.id });
  return (payment as { id: number }).id;
}

export interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

// The server these tests start, bundled from the current source once per run (ADR 128): through tsx,
// every start compiled and loaded the source files again (10.7 CPU seconds a start, against 6.5). The
// bundle sits one folder below apps/api, as dist/ does: the server finds its migrations from there.
const bundleDir = path.join(apiRoot, `.test-server-${templateRun.id}`);
let bundled: Promise<string> | undefined;
if (!templateRun.shared)
  afterAll(() => {
    for (const made of [bundleDir, `${bundleDir}.lock`]) rmSync(made, { recursive: true, force: true });
  });

export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    await sharedOutput(bundleDir, async (partial) => {
      await promisify(execFile)(process.execPath, ['build.mjs', partial], { cwd: apiRoot });
    });
    return path.join(bundleDir, 'server.js');
  })();
  return bundled;
}

/** Starts the real server (the current source, bundled) and waits until it listens (on PORT if given). */
export async function startServer(target: Target, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...target.env,
      HOST: '127.0.0.1',
      // the portal's address stays the same across restarts, as in a deployment (tokens name it as issuer)
      PUBLIC_URL: 'http://portal.crash.test',
      SEED_DEMO: '0',
      SANDBOX_WEBHOOK_SECRET: webhookSecret,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(target.env.DATA_DIR ?? '/tmp', 'no-web'),
      ...extraEnv,
      PORT: String(port),
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

export async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/**
 * After the servers are gone: the processor's events (charge succeeded...) reach the portal now, late (and
 * again, if they had come before: delivery is at least once), through the webhook, and change nothing; then one charge, one payment, balanced books, and the processor's
 * record agrees with the books.
 */
export async function assertOneChargeOnePayment(
  kind: DbKind,
  target: Target,
  paymentId: number,
  total: number,
) {
  const [kinds = []] = await assertEachChargedOnce(kind, target, [paymentId], total);
  return kinds;
}

/** As assertOneChargeOnePayment, for each of `paymentIds`: the journal entry kinds of each, in order. */
export async function assertEachChargedOnce(
  kind: DbKind,
  target: Target,
  paymentIds: readonly number[],
  total: number,
): Promise<string[][]> {
  const database = await target.open();
  try {
    const { app } = await buildTestApp(kind, { database, env: { SANDBOX_WEBHOOK_SECRET: webhookSecret } });
    const sandbox = createSandboxProcessor(database.db, fixedClock(new Date()), { webhookSecret });
    // every event the processor sent about the payments comes (again) now, whether or not it came before
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
    expect(late.delivered).toBeGreaterThanOrEqual(paymentIds.length); // at least each charge's own event
    await app.close();

    const { db } = database;
    const kinds: string[][] = [];
    for (const paymentId of paymentIds) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment?.status, `payment ${paymentId}`).toBe('processed');
      expect(payment?.total).toBe(total);
      const charges = await db
        .select({ amount: sandboxCharges.amount })
        .from(sandboxCharges)
        .where(like(sandboxCharges.reference, `payment:${paymentId}:%`));
      expect(charges, `charges of payment ${paymentId}`).toEqual([{ amount: total }]);
      const entries = await db
        .select({ kind: journalEntries.kind })
        .from(journalEntries)
        .where(eq(journalEntries.paymentId, paymentId));
      expect(entries.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
      kinds.push(entries.map((entry) => entry.kind).sort());
    }
    expect(await bookIntegrity(db)).toEqual({ total: 0, unbalancedEntries: [], mismatchedTotals: [] });
    await assertProcessorAgreesWithBooks(database);
    return kinds;
  } finally {
    await database.close();
  }
}
