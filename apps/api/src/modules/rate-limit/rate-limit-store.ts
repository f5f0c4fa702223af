import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimitCounters } from '../../db/schema/rate-limits';

/** One fixed window of a counter: how many hits, and when the window ends (epoch ms on the app clock). */
export interface CounterWindow {
  count: number;
  resetAt: number;
}

/**
 * Where the counters live: shared by every API process (ADR 096), never in one process's memory.
 * The database by default; Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  /** Adds one to the key's running window (a new window when none runs) and returns it. Atomic. */
  increment(key: string, windowMs: number, now: number): Promise<CounterWindow>;
  /** The key's running window without adding, or null when none runs. */
  peek(key: string, now: number): Promise<CounterWindow | null>;
  /** Forgets the key (its window ends now). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Expired windows are deleted at most this often per process. */
const sweepEveryMs = 60_000;

/** Counters in the `rate_limit_counters` table: one upsert per hit, on PGlite and PostgreSQL alike. */
export function createDatabaseStore(db: Db): RateLimitStore {
  let lastSweep = 0;
  async function sweep(now: number) {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, new Date(now)));
  }
  return {
    async increment(key, windowMs, now) {
      await sweep(now);
      const at = new Date(now);
      const resetAt = new Date(now + windowMs);
      const expired = sql`${rateLimitCounters.resetAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, resetAt: row.resetAt.getTime() };
    },
    async peek(key, now) {
      const [row] = await db
        .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`);
      if (!row || row.resetAt.getTime() <= now) return null;
      return { count: row.count, resetAt: row.resetAt.getTime() };
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
    async close() {},
  };
}
