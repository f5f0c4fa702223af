import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type AdvisoryLock, withAdvisoryLock } from './advisory-lock';
import { acquireDataDirLock } from './data-dir-lock';
import { migrateEmbedded, migratePostgres } from './migrate';

/** What every query in the app is written against; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Where the data lives, for log lines (no password). */
  location: string;
  /** Raw SQL with positional parameters, for libraries that bring their own queries (pg-boss). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies pending migrations (safe when several processes start at once). */
  migrate(): Promise<void>;
  /**
   * Runs `run` as the only process doing `lock` (a PostgreSQL advisory lock: others wait). The embedded
   * database belongs to one process already (the data-folder lock), so there it just runs.
   */
  exclusively<T>(lock: AdvisoryLock, run: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}

const casing = 'snake_case';
const openTimeoutMs = 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function wrapPglite(client: PGlite, location: string, onClose?: () => void): Database {
  const db = drizzlePglite({ client, casing });
  return {
    kind: 'embedded',
    db,
    location,
    async executeSql(text, values = []) {
      // PGlite runs parameterless multi-statement scripts only through exec (pg-boss's migrations)
      if (values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query(text, values)).rows };
    },
    migrate: () => migrateEmbedded(db),
    exclusively: (_lock, run) => run(),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/** The embedded database in `${dataDir}/pglite`, locked against a second process. */
export async function openEmbeddedDatabase(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  const folder = path.join(dataDir, 'pglite');
  try {
    const client = new PGlite(folder);
    await withTimeout(client.waitReady, openTimeoutMs, `no answer within ${openTimeoutMs / 1000} s`);
    await client.query('select 1');
    return wrapPglite(client, folder, () => lock.release());
  } catch (error) {
    lock.release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(
      `The embedded database in ${folder} could not be opened: ${reason}. Move the folder away to start fresh.`,
    );
  }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export function wrapPool(pool: pg.Pool, location: string): Database {
  // an idle client losing its connection (server restart, database dropped) must not crash the
  // process; the next query that needs the connection reports the failure
  if (pool.listenerCount('error') === 0) pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, casing }),
    location,
    executeSql: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows }),
    migrate: () => migratePostgres(pool),
    exclusively: (lock, run) => withAdvisoryLock(pool, lock, () => run()),
    close: () => pool.end(),
  };
}

/** A PostgreSQL server; fails fast when it cannot be reached. */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${reason}`);
  }
  return wrapPool(pool, redactUrl(url));
}

/** The configured database: PostgreSQL when DATABASE_URL is set, else the embedded one. */
export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgresDatabase(config.databaseUrl) : openEmbeddedDatabase(config.dataDir);
}

/** Rows of a raw query; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL | string): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
