import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Once per test run: a folder and an id for the database templates every file shares (test/templates.ts,
 * ADR 100); afterwards the folder and the run's PostgreSQL templates are removed.
 */
export function setup(project: TestProject): () => Promise<void> {
  const id = randomBytes(4).toString('hex');
  const dir = path.join(tmpdir(), `hoa-test-templates-${id}`);
  mkdirSync(dir, { recursive: true });
  project.provide('testTemplates', { dir, id });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    // the crash tests' server bundle (test/payments/crash-harness.ts)
    for (const made of [`../.test-server-${id}`, `../.test-server-${id}.lock`])
      rmSync(path.join(import.meta.dirname, made), { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 order by length(datname) desc, datname desc',
        [`hoa_tpl_${id}_%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } catch {
      // no PostgreSQL server: nothing was built there
    } finally {
      await client.end().catch(() => {});
    }
  };
}
