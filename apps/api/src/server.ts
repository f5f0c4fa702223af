import { performance } from 'node:perf_hooks';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import type { Config } from './config/config-types';
import { ConfigError } from './config/env-values';
import { loadConfig } from './config/load-config';
import { requireSandboxWebhookSecret } from './config/payment-processor-env';
import { DataDirInUseError } from './db/data-dir-lock';
import { type Database, DatabaseOpenError, openDatabase } from './db/database';
import type { BlobStorage } from './modules/documents/blob-storage';
import { createBlobStorage } from './modules/documents/create-blob-storage';
import { demoMailboxEnabled } from './modules/mail/get-demo-mailbox';
import { type CrashPointName, crashPointNames } from './modules/payments/payments-deps';
import { formatDemoLogins, hasDemoData, isEmptyDatabase, seedDemo, shouldSeedDemo } from './seed/demo';

/** Errors whose message is the whole story: print it, no stack. */
const expectedErrors = [ConfigError, DatabaseOpenError, DataDirInUseError];

function fail(error: unknown): never {
  const expected = expectedErrors.some((type) => error instanceof type);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}

async function prepareDatabase(
  config: Config,
  documentStorage: BlobStorage,
): Promise<{ database: Database; demo: boolean }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const empty = await isEmptyDatabase(database.db);
    if (shouldSeedDemo({ seedDemo: config.seedDemo, kind: database.kind, empty })) {
      const { seeded } = await seedDemo(database.db, {
        processor: config.paymentProcessor.name,
        documentStorage,
        // the demo's e-mail only where the demo mailbox shows it (nothing is sent)
        ...(demoMailboxEnabled(config, true) ? { demoMail: { publicUrl: config.publicUrl } } : {}),
      });
      if (seeded) console.log('Demo data created.');
    }
    return { database, demo: await hasDemoData(database.db) };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Crash tests name a point of the payment path where the server kills itself (never set otherwise). */
function crashPointFromEnv(value: string | undefined): CrashPointName | null {
  if (value === undefined || value === '') return null;
  if (!(crashPointNames as readonly string[]).includes(value))
    fail(new Error(`HOA_CRASH_AT must be one of ${crashPointNames.join(', ')}`));
  return value as CrashPointName;
}

/**
 * `node dist/server.js migrate`: applies pending migrations and exits, for a release step before the
 * processes roll (docs/deploy.md). Under the same lock as a starting process's: they wait for it.
 */
async function migrateOnly(config: Config): Promise<void> {
  const database = await openDatabase(config).catch(fail);
  try {
    await database.migrate();
    console.log(`Database migrated (${database.location}).`);
  } catch (error) {
    await database.close().catch(() => {});
    fail(error);
  }
  await database.close();
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error);
  }
  const command = process.argv[2];
  if (command === 'migrate') return migrateOnly(config);
  if (command !== undefined)
    fail(new ConfigError(`Unknown command "${command}": the only one is "migrate".`));
  // one document storage for the process: the demo seed writes to it, the app reads and writes it
  const documentStorage = await createBlobStorage(config.documents).catch(fail);
  const { database, demo } = await prepareDatabase(config, documentStorage).catch(fail);
  try {
    requireSandboxWebhookSecret(config, demo);
  } catch (error) {
    await database.close().catch(() => {});
    fail(error);
  }
  const app = await buildApp(config, {
    database,
    demo,
    crashAt: crashPointFromEnv(process.env.HOA_CRASH_AT),
    jobs: config.jobs,
    documentStorage,
  });

  // Draining (DRAIN_SECONDS): readiness answers 503 while requests are still served, so a load balancer
  // stops sending new ones; then the server stops accepting, finishes what is in flight and hands back jobs.
  closeWithGrace({ delay: 10_000 + config.drainSeconds * 1000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down');
    app.lifecycle.draining = true;
    if (!err && config.drainSeconds > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    }
    await app.close();
    await database.close();
    await documentStorage.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Portal ready at ${config.publicUrl} (started in ${seconds} s, database: ${database.location})`,
  );
  if (demo) console.log(formatDemoLogins());
}

await main();
