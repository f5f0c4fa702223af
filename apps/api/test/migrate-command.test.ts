import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { adminQuery, databaseUrl, newDatabaseName, postgres } from './helper';
import { apiRoot, serverBundle } from './payments/crash-harness';

const run = promisify(execFile);

// `node dist/server.js migrate`, the release step of docs/deploy.md: a fresh PostgreSQL database gets every
// migration and the command exits, serving nothing.
describe.skipIf(!postgres.reachable)('the migrate command', () => {
  it('migrates an empty database and exits; an unknown command is refused by name', async () => {
    const name = newDatabaseName();
    await adminQuery(`create database ${name}`);
    onTestFinished(() => adminQuery(`drop database if exists ${name} with (force)`));
    const env = { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl(name), LOG_LEVEL: 'warn' };
    const bundle = await serverBundle();
    const { stdout } = await run(process.execPath, [bundle, 'migrate'], { cwd: apiRoot, env });
    expect(stdout).toContain('Database migrated');
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      expect(Number(rows[0]?.n)).toBeGreaterThan(30);
      // nothing else happened: no demo data, no signing key
      const { rows: keys } = await client.query<{ n: string }>('select count(*) as n from signing_keys');
      expect(Number(keys[0]?.n)).toBe(0);
    } finally {
      await client.end();
    }
    const refused = await run(process.execPath, [bundle, 'migrat'], { cwd: apiRoot, env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command "migrat"') });
  });
});
