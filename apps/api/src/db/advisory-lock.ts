import type pg from 'pg';

/** Arbitrary constants shared by every portal process: one per thing only one process may do at a time. */
export const advisoryLocks = {
  migrations: 4_207_731_001,
  /** Creating pg-boss's schema and queues: processes starting together on a fresh database collide. */
  jobQueues: 4_207_731_002,
} as const;

export type AdvisoryLock = keyof typeof advisoryLocks;

/**
 * Runs `run` while this process holds a PostgreSQL session advisory lock, on one connection kept for
 * it: another process asking for the same lock waits until `run` ends (or this process dies).
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  lock: AdvisoryLock,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [advisoryLocks[lock]]);
    try {
      return await run(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [advisoryLocks[lock]]);
    }
  } finally {
    client.release();
  }
}
