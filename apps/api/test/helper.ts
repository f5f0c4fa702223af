import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, onTestFinished } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { type Clock, fixedClock } from '../src/clock';
import type { Config } from '../src/config/config-types';
import { loadConfig } from '../src/config/load-config';
import { type Database, wrapPglite, wrapPool } from '../src/db/database';
import { bookIntegrity } from '../src/modules/books/balances';
import { localBlobStorage } from '../src/modules/documents/blob-storage';
import { sandboxAgreement } from '../src/modules/payments/sandbox-agreement';
import { seedDemo } from '../src/seed/demo';
import { advisoryKeyOf, postgresTemplateName, sharedPgliteDump, templateRun } from './templates';

export type DbKind = 'pglite' | 'postgres';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(): Promise<{ reachable: true } | { reachable: false; reason: string }> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { reachable: true };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Probed once per test file (each file runs in its own worker). */
export const postgres = await probePostgres();

/** Runs the suite on PGlite and, when reachable, on the PostgreSQL server; a skip says why. */
export function forEachDatabase(suite: (kind: DbKind) => void): void {
  describe('pglite', () => suite('pglite'));
  if (postgres.reachable) {
    describe('postgres', () => {
      afterAll(dropOwnTemplates);
      suite('postgres');
    });
  } else {
    describe.skip(`postgres (skipped: ${testDatabaseUrl} is not reachable: ${postgres.reason})`, () =>
      suite('postgres'));
  }
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const newDatabaseName = () => `hoa_test_${randomUUID().replaceAll('-', '')}`;

/** The demo documents' contents, written with the seeded templates; each seeded test app gets a copy (ADR 071). */
const seedDocumentsDir = path.join(templateRun.dir, 'seed-documents');
mkdirSync(seedDocumentsDir, { recursive: true });
const seedDocumentStorage = localBlobStorage(seedDocumentsDir);

/** The start of the current hour of the real clock. */
const thisHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);

/**
 * A clock stopped at the start of the current hour: for a test that needs a fixed clock near the real
 * time, its seeded database is the same template as the real clock's this hour (one seeding, not one per
 * test).
 */
export const clockAtThisHour = () => fixedClock(thisHour());

/**
 * The demo data depends on the instant it is seeded: a fixed clock's, or, for the real clock, the start of
 * the current hour (the data is then at most an hour old, as it would be on a portal seeded an hour ago).
 */
const seedKeyOf = (clock: Clock | undefined) => (clock ? clock.now() : thisHour()).toISOString();

/**
 * PGlite as the tests start it: PostgreSQL's shared buffers at 16 MB instead of PGlite's 160 MB. A test
 * database is a few megabytes, and each start cleared all 160 MB: 0.45 s of CPU per test database, 0.25 s
 * with 16 MB (ADR 137). PGLITE_TEST_SHARED_BUFFERS overrides, to measure.
 */
const testPgliteStart = {
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${process.env.PGLITE_TEST_SHARED_BUFFERS ?? '16MB'}`,
  ],
};

// Every test database is a copy of a template: migrated, or migrated and seeded at a seed key. Templates
// are built once per run and shared by all files (test/templates.ts); each file keeps what it loaded.
const pgliteDumps = new Map<string, Promise<Blob>>();
const postgresTemplates = new Map<string, Promise<string>>();

function pgliteDump(seedKey: string | undefined): Promise<Blob> {
  const key = seedKey === undefined ? 'migrated' : `seeded:${seedKey}`;
  let dump = pgliteDumps.get(key);
  if (!dump) {
    dump = sharedPgliteDump(key, async () => {
      const client =
        seedKey === undefined
          ? await PGlite.create(testPgliteStart)
          : await PGlite.create({ ...testPgliteStart, loadDataDir: await pgliteDump(undefined) });
      try {
        const database = wrapPglite(client, 'memory');
        if (seedKey === undefined) {
          await database.migrate();
          // Every test loads a copy of this folder: without the two template databases (a third of its
          // bytes) each load is quicker. Nothing of ours creates databases inside PGlite (ADR 107).
          for (const name of ['template1', 'template0']) {
            await client.exec(`alter database ${name} is_template false`);
            await client.exec(`drop database ${name}`);
          }
          await client.exec('checkpoint');
        } else
          await seedDemo(database.db, { clock: seedClockOf(seedKey), documentStorage: seedDocumentStorage });
        return (await client.dumpDataDir('none')) as Blob;
      } finally {
        await client.close();
      }
    });
    pgliteDumps.set(key, dump);
  }
  return dump;
}

function postgresTemplate(seedKey: string | undefined): Promise<string> {
  const key = seedKey === undefined ? 'migrated' : `seeded:${seedKey}`;
  let template = postgresTemplates.get(key);
  if (!template) {
    template = (async () => {
      const source = seedKey === undefined ? undefined : await postgresTemplate(undefined);
      const name = postgresTemplateName(key);
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      try {
        // one builder per template across the run's workers; the others wait here, then find it built
        await admin.query('select pg_advisory_lock($1)', [advisoryKeyOf(name)]);
        const built = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (built.rowCount === 0) {
          await admin.query(
            source ? `create database ${name} template ${source}` : `create database ${name}`,
          );
          const pool = new pg.Pool({ connectionString: databaseUrl(name) });
          try {
            const database = wrapPool(pool, name);
            if (seedKey === undefined) await database.migrate();
            else
              await seedDemo(database.db, {
                clock: seedClockOf(seedKey),
                documentStorage: seedDocumentStorage,
              });
          } catch (error) {
            await pool.end().catch(() => {});
            await admin.query(`drop database if exists ${name} with (force)`);
            throw error;
          }
          await pool.end();
        }
      } finally {
        await admin.end(); // ends the session, which releases the lock
      }
      return name;
    })();
    postgresTemplates.set(key, template);
  }
  return template;
}

/**
 * The run's migrated template for a database of the test's own making (the crash tests give a server
 * process a data folder or a database): a PGlite data-folder dump, or a PostgreSQL template database name.
 */
export const migratedPgliteDump = (): Promise<Blob> => pgliteDump(undefined);
export const migratedPostgresTemplate = (): Promise<string> => postgresTemplate(undefined);

/** The clock a seed key stands for: stopped at the instant it names. */
const seedClockOf = (seedKey: string): Clock => fixedClock(new Date(seedKey));

/** A file that built its own templates (no global setup) removes them when it ends. */
async function dropOwnTemplates(): Promise<void> {
  if (templateRun.shared) return;
  const names = await Promise.all([...postgresTemplates.values()].map((name) => name.catch(() => undefined)));
  postgresTemplates.clear();
  // seeded templates first: they are copies of the migrated one
  for (const name of names.reverse())
    if (name) await adminQuery(`drop database if exists ${name} with (force)`);
}

/** Whether an error says the database was closed (a test that closed it on purpose has none to read). */
function isClosedDatabase(error: unknown): boolean {
  const causes: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) causes.push(e.message);
  return /closed|after calling end/i.test(causes.join(' '));
}

/**
 * After every test, whatever it did: each journal entry and the whole book sum to zero (DESIGN.md
 * "Data"), and every sub-ledger's kept total is the sum of its lines. A test that leaves the books
 * unbalanced fails here.
 */
export async function assertBooksBalance(database: Database): Promise<void> {
  let result: Awaited<ReturnType<typeof bookIntegrity>>;
  try {
    result = await bookIntegrity(database.db);
  } catch (error) {
    if (isClosedDatabase(error)) return;
    throw error;
  }
  const { total, unbalancedEntries, mismatchedTotals } = result;
  if (total !== 0 || unbalancedEntries.length > 0 || mismatchedTotals.length > 0) {
    throw new Error(
      `The books do not balance: total ${total}, unbalanced entries ${unbalancedEntries.join(', ')}, sub-ledger totals that differ from their lines ${mismatchedTotals.join(', ')}`,
    );
  }
}

/**
 * After every test too, and in the crash tests after a restart: every charge the sandbox processor
 * captured for a payment is exactly one posted payment, and the reverse (ADR 092).
 */
export async function assertProcessorAgreesWithBooks(database: Database): Promise<void> {
  let result: Awaited<ReturnType<typeof sandboxAgreement>>;
  try {
    result = await sandboxAgreement(database.db);
  } catch (error) {
    if (isClosedDatabase(error)) return;
    throw error;
  }
  const problems = Object.entries(result).filter(([, ids]) => ids.length > 0);
  if (problems.length > 0) {
    throw new Error(
      `The processor's record and the books differ: ${problems.map(([problem, ids]) => `${problem} ${ids.join(', ')}`).join('; ')}`,
    );
  }
}

/** Both money invariants, for the end of every test. */
async function assertMoneyInvariants(database: Database): Promise<void> {
  await assertBooksBalance(database);
  await assertProcessorAgreesWithBooks(database);
}

/**
 * A migrated database of its own for the current test, removed when the test finishes; with `seed`,
 * a copy of the demo data seeded at the clock's now.
 */
export async function createTestDatabase(
  kind: DbKind,
  options: { seed?: boolean; clock?: Clock } = {},
): Promise<Database> {
  if (kind === 'pglite') {
    const dump = await pgliteDump(options.seed ? seedKeyOf(options.clock) : undefined);
    const database = wrapPglite(await PGlite.create({ ...testPgliteStart, loadDataDir: dump }), 'memory');
    onTestFinished(async () => {
      try {
        await assertMoneyInvariants(database);
      } finally {
        await database.close();
      }
    });
    return database;
  }
  const template = await postgresTemplate(options.seed ? seedKeyOf(options.clock) : undefined);
  const name = newDatabaseName();
  await adminQuery(`create database ${name} template ${template}`);
  const database = wrapPool(new pg.Pool({ connectionString: databaseUrl(name), max: 4 }), name);
  onTestFinished(async () => {
    try {
      await assertMoneyInvariants(database);
    } finally {
      await database.close().catch(() => {});
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
  return database;
}

/** A TCP port free on 127.0.0.1 right now (for a server a test starts as a process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A temporary folder removed when the current test finishes. */
export function tempDir(prefix = 'hoa-api-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  seed?: boolean;
  /** Whether the app treats the demo data as on (the demo mailbox). */
  demo?: boolean;
  /** Mail delivery overrides (poll interval, transport). */
  mail?: BuildAppOptions['mail'];
  /** Register extra routes (e.g. ones that throw) before the app is used. */
  routes?: (app: App) => void;
  /** The payment processor (the payment routes and jobs need one). */
  processor?: BuildAppOptions['processor'];
  /** Run the billing jobs on their schedule (off by default: tests call the job functions). */
  jobs?: boolean;
  /** An existing test database to start on (a restart), instead of a fresh one. */
  database?: Database;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** Every log line of the app, parsed. */
  logs: Record<string, unknown>[];
}

/** The whole app on a fresh database, closed when the current test finishes. */
export async function buildTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database =
    options.database ?? (await createTestDatabase(kind, { seed: options.seed, clock: options.clock }));
  const documentsDir = tempDir('hoa-api-documents-');
  // not the staging folder: another worker seeding a template may be writing a file there right now
  const settled = (source: string) =>
    path.relative(seedDocumentsDir, source).split(path.sep)[0] !== '.staging';
  if (options.seed) cpSync(seedDocumentsDir, documentsDir, { recursive: true, filter: settled });
  const config = loadConfig({
    DOCUMENT_STORAGE_DIR: documentsDir,
    DATA_DIR: path.join(tmpdir(), 'hoa-api-unused'),
    WEB_DIST_DIR: path.join(tmpdir(), 'hoa-api-no-web-dist'),
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp(config, {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.demo ? { demo: options.demo } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.processor ? { processor: options.processor } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  options.routes?.(app);
  onTestFinished(() => app.close());
  await app.ready();
  return { app, database, config, logs };
}
