import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Figure } from './report';

/** The PostgreSQL server the benchmarks make their throw-away databases on. */
export const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Where one measured server keeps its data: always a fresh directory, on PostgreSQL a fresh database. */
export interface ScratchDatabase {
  kind: DatabaseKind;
  label: string;
  dataDir: string;
  databaseUrl: string | null;
}

/** Runs `measure` on a scratch data directory (and database), removed afterwards whatever happens. */
export async function withScratchDatabase<T>(
  kind: DatabaseKind,
  dataDirPrefix: string,
  measure: (scratch: ScratchDatabase) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const database = kind === 'postgres' ? `hoa_bench_${randomUUID().replaceAll('-', '')}` : null;
  const databaseUrl = database ? adminUrl.replace(/\/[^/]*$/, `/${database}`) : null;
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  if (database) await adminQuery(`create database ${database}`);
  try {
    return await measure({ kind, label, dataDir, databaseUrl });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`drop database if exists ${database} with (force)`);
  }
}

/** Figures on PGlite, then on PostgreSQL; a PostgreSQL that cannot be reached is reported, not fatal. */
export async function onBothDatabases(measure: (kind: DatabaseKind) => Promise<Figure[]>): Promise<Figure[]> {
  const figures = await measure('pglite');
  try {
    figures.push(...(await measure('postgres')));
  } catch (error) {
    figures.push({
      name: 'PostgreSQL',
      value: 'not measured',
      note: `${adminUrl} unavailable: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  return figures;
}

/** Signs a demo user in (every demo login has the same password) and returns the bearer token. */
export async function signInDemoUser(baseUrl: string, userName: string): Promise<string> {
  const response = await fetch(`${baseUrl}/svc/users/api/Users/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'portal-demo' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
