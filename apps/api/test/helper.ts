import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, onTestFinished } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import { type Config, loadConfig } from '../src/config';
import { type Database, wrapPglite, wrapPool } from '../src/db/database';
import { bookIntegrity } from '../src/modules/books/balances';
import { localBlobStorage } from '../src/modules/documents/blob-storage';
import { seedDemo } from '../src/seed/demo';

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
      afterAll(dropPostgresTemplate);
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

// migrated once per file; every test database is a copy of it
let pgliteTemplate: Promise<PGlite> | undefined;
let postgresTemplate: Promise<string> | undefined;
// seeded once per file and seed time: the demo's three years of books take seconds to post
const seededPgliteTemplates = new Map<string, Promise<PGlite>>();
const seededPostgresTemplates = new Map<string, Promise<string>>();
/** The demo documents' contents, written once per file; each seeded test app gets a copy (ADR 071). */
const seedDocumentsDir = mkdtempSync(path.join(tmpdir(), 'hoa-seed-documents-'));
const seedDocumentStorage = localBlobStorage(seedDocumentsDir);
afterAll(() => rmSync(seedDocumentsDir, { recursive: true, force: true }));

function migratedPglite(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = new PGlite();
    await wrapPglite(client, 'memory').migrate();
    return client;
  })();
  return pgliteTemplate;
}

function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = newDatabaseName();
    await adminQuery(`create database ${name}`);
    const pool = new pg.Pool({ connectionString: databaseUrl(name) });
    await wrapPool(pool, name).migrate();
    await pool.end();
    return name;
  })();
  return postgresTemplate;
}

/** The demo data depends on the day it is seeded: a fixed clock's instant, or the hour of the real one. */
const seedKeyOf = (clock: Clock | undefined) =>
  clock ? clock.now().toISOString() : `system:${new Date().toISOString().slice(0, 13)}`;

function seededPglite(clock: Clock | undefined): Promise<PGlite> {
  const key = seedKeyOf(clock);
  let template = seededPgliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      const client = (await (await migratedPglite()).clone()) as PGlite;
      await seedDemo(wrapPglite(client, 'memory').db, { clock, documentStorage: seedDocumentStorage });
      return client;
    })();
    seededPgliteTemplates.set(key, template);
  }
  return template;
}

function seededPostgresTemplate(clock: Clock | undefined): Promise<string> {
  const key = seedKeyOf(clock);
  let template = seededPostgresTemplates.get(key);
  if (!template) {
    template = (async () => {
      const name = newDatabaseName();
      await adminQuery(`create database ${name} template ${await migratedPostgresTemplate()}`);
      const pool = new pg.Pool({ connectionString: databaseUrl(name) });
      try {
        await seedDemo(wrapPool(pool, name).db, { clock, documentStorage: seedDocumentStorage });
      } finally {
        await pool.end();
      }
      return name;
    })();
    seededPostgresTemplates.set(key, template);
  }
  return template;
}

async function dropPostgresTemplate(): Promise<void> {
  const names = [...seededPostgresTemplates.values(), ...(postgresTemplate ? [postgresTemplate] : [])];
  postgresTemplate = undefined;
  seededPostgresTemplates.clear();
  for (const name of names) {
    await adminQuery(`drop database if exists ${await name.catch(() => 'hoa_test_none')} with (force)`);
  }
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
    // a test that closed its database on purpose (health: database gone) has no books left to read
    const causes: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) causes.push(e.message);
    if (/closed|after calling end/i.test(causes.join(' '))) return;
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
 * A migrated database of its own for the current test, removed when the test finishes; with `seed`,
 * a copy of the demo data seeded at the clock's now.
 */
export async function createTestDatabase(
  kind: DbKind,
  options: { seed?: boolean; clock?: Clock } = {},
): Promise<Database> {
  if (kind === 'pglite') {
    const template = options.seed ? await seededPglite(options.clock) : await migratedPglite();
    const database = wrapPglite((await template.clone()) as PGlite, 'memory');
    onTestFinished(async () => {
      try {
        await assertBooksBalance(database);
      } finally {
        await database.close();
      }
    });
    return database;
  }
  const template = options.seed
    ? await seededPostgresTemplate(options.clock)
    : await migratedPostgresTemplate();
  const name = newDatabaseName();
  await adminQuery(`create database ${name} template ${template}`);
  const database = wrapPool(new pg.Pool({ connectionString: databaseUrl(name), max: 4 }), name);
  onTestFinished(async () => {
    try {
      await assertBooksBalance(database);
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
  const database = await createTestDatabase(kind, { seed: options.seed, clock: options.clock });
  const documentsDir = tempDir('hoa-api-documents-');
  if (options.seed) cpSync(seedDocumentsDir, documentsDir, { recursive: true });
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
