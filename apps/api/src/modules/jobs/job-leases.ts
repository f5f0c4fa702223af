import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { jobLeases } from '../../db/schema/jobs';

/** pg-boss keeps its tables in this schema of the application's database. */
export const bossSchema = 'pgboss';

/** A lease not renewed for this long belongs to a process that is gone (a live one renews it every 10 s). */
export const leaseSeconds = 30;
export const heartbeatSeconds = 10;

/** A running job's lease, held by one worker process: taken when the job starts, renewed, released. */
export function jobLease(database: Database, clock: Clock, owner: string, jobId: string, queue: string) {
  const mine = and(eq(jobLeases.jobId, jobId), eq(jobLeases.owner, owner));
  return {
    async take() {
      const lease = { jobId, queue, owner, heartbeatAt: clock.now() };
      await database.db
        .insert(jobLeases)
        .values(lease)
        .onConflictDoUpdate({ target: jobLeases.jobId, set: { owner, heartbeatAt: lease.heartbeatAt } });
    },
    async renew() {
      await database.db.update(jobLeases).set({ heartbeatAt: clock.now() }).where(mine);
    },
    async release() {
      await database.db.delete(jobLeases).where(mine);
    },
  };
}

export interface AbandonedJob {
  id: string;
  queue: string;
  owner: string | null;
}

/**
 * Active jobs of these queues whose worker is gone: its lease has not been renewed for `leaseSeconds`,
 * or it has none long after it started (a crash between pg-boss's fetch and the lease). Each one
 * returned is claimed: its stale lease is removed here, so two processes never both hand it back.
 */
export async function claimAbandonedJobs(
  database: Database,
  clock: Clock,
  queues: readonly string[],
): Promise<AbandonedJob[]> {
  const staleBefore = new Date(clock.now().getTime() - leaseSeconds * 1000).toISOString();
  const { rows } = await database.executeSql(
    `select j.id::text as id, j.name as queue, l.owner, l.heartbeat_at is not null as leased
       from ${bossSchema}.job j left join job_leases l on l.job_id = j.id
      where j.name = any($1::text[]) and j.state = 'active'
        and (l.heartbeat_at < $2::timestamptz
             or (l.job_id is null and j.started_on < now() - make_interval(secs => $3)))`,
    [queues, staleBefore, leaseSeconds],
  );
  const claimed: AbandonedJob[] = [];
  for (const row of rows as { id: string; queue: string; owner: string | null; leased: boolean }[]) {
    if (row.leased) {
      const { rows: removed } = await database.executeSql(
        'delete from job_leases where job_id = $1::uuid and heartbeat_at < $2::timestamptz returning job_id',
        [row.id, staleBefore],
      );
      // renewed or claimed by another process since the read
      if (removed.length === 0) continue;
    }
    claimed.push({ id: row.id, queue: row.queue, owner: row.owner });
  }
  return claimed;
}
