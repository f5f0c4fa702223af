import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export type HealthStatus = { database: 'ok' } | { database: 'error'; reason: string };

/** The database answers a trivial query. */
export async function checkHealth({ db }: { db: Db }): Promise<HealthStatus> {
  try {
    await db.execute(sql`select 1`);
    return { database: 'ok' };
  } catch (error) {
    return { database: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
}
