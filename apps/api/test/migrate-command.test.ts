import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword } from '../src/auth/password';
import { loadConfig } from '../src/config/load-config';
import { openDatabase } from '../src/db/database';
import { createFactories } from '../src/seed/factories';
import { paymentsApi, usersApi } from './calls';
import { adminQuery, databaseUrl, newDatabaseName, postgres, tempDir } from './helper';
import { apiRoot, password, serverBundle, startServer } from './payments/crash-harness';

const run = promisify(execFile);

async function emptyDatabase(): Promise<string> {
  const name = newDatabaseName();
  await adminQuery(`create database ${name}`);
  onTestFinished(() => adminQuery(`drop database if exists ${name} with (force)`));
  return databaseUrl(name);
}

async function count(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

const migrationFiles = readdirSync(path.join(apiRoot, 'drizzle')).filter((file) =>
  file.endsWith('.sql'),
).length;

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

  it('three processes starting together on an empty database: one migrates at a time, all serve, tokens travel', {
    timeout: 120_000,
  }, async () => {
    const url = await emptyDatabase();
    const env = { DATABASE_URL: url, DATA_DIR: tempDir('hoa-start-') };
    const target = { env, open: () => openDatabase(loadConfig(env)) };
    const servers = await Promise.all(
      [1, 2, 3].map(() => startServer(target, { DATA_DIR: tempDir('hoa-start-') })),
    );
    for (const server of servers) expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    expect(await count(url, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(migrationFiles);
    expect(await count(url, 'select count(*) as n from pgboss.queue')).toBeGreaterThanOrEqual(4);
    // whichever signing key each made or found, a token signed by one is good at the others
    const database = await target.open();
    try {
      await createFactories(database.db).user({
        email: 'starter@example.test',
        passwordHash: await hashPassword(password),
      });
    } finally {
      await database.close();
    }
    for (const signer of servers) {
      const signedIn = await fetch(`${signer.url}${usersApi}/Users/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'starter@example.test', password }),
      });
      expect(signedIn.status).toBe(200);
      const { token } = (await signedIn.json()) as { token: string };
      for (const reader of servers) {
        const read = await fetch(`${reader.url}${paymentsApi}/Account`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(read.status, await read.clone().text()).toBe(200);
      }
    }
  });
});
