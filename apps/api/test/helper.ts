import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, onTestFinished } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import { type Config, loadConfig } from '../src/config';
import { type Database, wrapPglite, wrapPool } from '../src/db/database';
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

async function dropPostgresTemplate(): Promise<void> {
  if (!postgresTemplate) return;
  const name = await postgresTemplate;
  postgresTemplate = undefined;
  await adminQuery(`drop database if exists ${name} with (force)`);
}

/** A migrated database of its own for the current test, removed when the test finishes. */
export async function createTestDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') {
    const clone = await (await migratedPglite()).clone();
    const database = wrapPglite(clone as PGlite, 'memory');
    onTestFinished(() => database.close());
    return database;
  }
  const template = await migratedPostgresTemplate();
  const name = newDatabaseName();
  await adminQuery(`create database ${name} template ${template}`);
  const database = wrapPool(new pg.Pool({ connectionString: databaseUrl(name), max: 4 }), name);
  onTestFinished(async () => {
    await database.close().catch(() => {});
    await adminQuery(`drop database if exists ${name} with (force)`);
  });
  return database;
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
  const database = await createTestDatabase(kind);
  if (options.seed) await seedDemo(database.db);
  const config = loadConfig({
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
    logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  options.routes?.(app);
  onTestFinished(() => app.close());
  await app.ready();
  return { app, database, config, logs };
}
