import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { packageRoot } from '../package-root';
import { withAdvisoryLock } from './advisory-lock';

export const migrationsFolder = path.join(packageRoot, 'drizzle');

/** The embedded database is single-process already, thanks to the data-folder lock. */
export async function migrateEmbedded(db: PgliteDatabase): Promise<void> {
  await migratePglite(db, { migrationsFolder });
}

/**
 * Several processes may start at once against one server, so the migrator runs under a session
 * advisory lock held on one dedicated connection: the second process waits, then finds nothing to do.
 */
export function migratePostgres(pool: pg.Pool): Promise<void> {
  return withAdvisoryLock(pool, 'migrations', (client) =>
    migratePg(drizzle({ client }), { migrationsFolder }),
  );
}
