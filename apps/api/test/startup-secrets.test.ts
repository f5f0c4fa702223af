import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  adminQuery,
  type DbKind,
  databaseUrl,
  forEachDatabase,
  freePort,
  newDatabaseName,
  tempDir,
} from './helper';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** The database settings of a fresh, empty database of this kind (no demo data: SEED_DEMO=0). */
async function emptyDatabaseEnv(kind: DbKind): Promise<Record<string, string>> {
  const dataDir = tempDir('hoa-startup-');
  if (kind === 'pglite') return { DATA_DIR: dataDir };
  const name = newDatabaseName();
  await adminQuery(`create database ${name}`);
  onTestFinished(() => adminQuery(`drop database if exists ${name} with (force)`));
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name) };
}

/** Runs the real server (source, through tsx) until it exits or `ms` pass; then stops it. */
async function runServer(env: Record<string, string>, ms: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      JOBS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    const check = setInterval(() => {
      // started: the secret was enough
      if (output.includes('Portal ready')) child.kill('SIGTERM');
    }, 100);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      resolve({ code, output });
    });
  });
}

forEachDatabase((kind) => {
  describe('start-up without the sandbox webhook secret', { timeout: 180_000 }, () => {
    it('stops with a message naming SANDBOX_WEBHOOK_SECRET outside the demo, and starts with it', async () => {
      const env = await emptyDatabaseEnv(kind);
      const missing = await runServer(env, 120_000);
      expect(missing.code, missing.output).toBe(1);
      expect(missing.output).toContain(
        'Invalid configuration: SANDBOX_WEBHOOK_SECRET must be set (at least 16 characters) when PAYMENT_PROCESSOR is sandbox and the database holds no demo data',
      );
      expect(missing.output).not.toContain('Portal ready');
      // the former default is refused by name, before the database is opened
      const published = await runServer(
        { ...env, SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_development_only' },
        120_000,
      );
      expect(published.code).toBe(1);
      expect(published.output).toContain('SANDBOX_WEBHOOK_SECRET must not be the development value');
      const set = await runServer(
        { ...env, SANDBOX_WEBHOOK_SECRET: 'whsec_startup_test_0123456789' },
        120_000,
      );
      expect(set.output).toContain('Portal ready');
    });
  });
});
