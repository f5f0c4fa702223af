import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { type AbandonedJob, bossSchema, claimAbandonedJobs, heartbeatSeconds, jobLease } from './job-leases';

export interface PeriodicJob {
  queue: string;
  periodSeconds: number;
  run: () => Promise<unknown>;
}

export interface PeriodicJobsOptions {
  database: Database;
  /** The app's clock: leases are renewed and judged by it. */
  clock: Clock;
  jobs: PeriodicJob[];
  onError: (error: unknown) => void;
  /** Told about jobs a gone process left active, once they are handed back to the queue. */
  onReclaimed?: (jobs: AbandonedJob[]) => void;
}

/**
 * pg-boss on the application's own database: every process asks for each job once per period; the
 * singleton key keeps it to one job per period for the whole cluster, and whichever worker fetches it
 * runs it. The queue only schedules: the jobs themselves are idempotent, so a job run twice (a retry,
 * a second process) changes nothing the first did not.
 *
 * Call it once the app is ready (ADR 094). A running job holds a lease it renews every 10 s; a job
 * whose process died (its lease stale for 30 s) is handed back to the queue by any live process, at
 * start-up and every 10 s, instead of holding its singleton until pg-boss expires it 15 minutes later.
 */
export async function startPeriodicJobs(options: PeriodicJobsOptions): Promise<{ stop(): Promise<void> }> {
  const { database, clock, onError } = options;
  const owner = randomUUID();
  const queues = options.jobs.map((job) => job.queue);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: bossSchema,
    schedule: false,
  });
  boss.on('error', onError);
  // processes starting together on a fresh database would each create pg-boss's schema and queues, and
  // collide (a duplicate schema, a deadlock between two create_queue calls): one at a time
  await database.exclusively('jobQueues', async () => {
    await boss.start();
    for (const job of options.jobs)
      await boss.createQueue(job.queue, { name: job.queue, policy: 'singleton' });
  });

  const reclaim = async () => {
    const abandoned = await claimAbandonedJobs(database, clock, queues);
    for (const job of abandoned) {
      await boss.fail(job.queue, job.id, { message: `its worker ${job.owner ?? '(unknown)'} stopped` });
      // past its retry limit the failure is final: run it once more all the same, it is idempotent
      await boss.retry(job.queue, job.id);
    }
    if (abandoned.length > 0) options.onReclaimed?.(abandoned);
  };
  // before the workers start, so a job left by a crash runs on their first fetch
  await reclaim();

  const heartbeats = new Set<NodeJS.Timeout>();
  const timers: NodeJS.Timeout[] = [];
  for (const job of options.jobs) {
    const request = () =>
      boss
        .send(
          job.queue,
          {},
          { singletonKey: job.queue, singletonSeconds: Math.max(1, Math.floor(job.periodSeconds)) },
        )
        .catch(onError);
    // asked for before the worker starts, so its first fetch (at once) runs the job on start-up
    await request();
    await boss.work(
      job.queue,
      { pollingIntervalSeconds: Math.min(30, Math.max(0.5, job.periodSeconds / 4)) },
      async ([taken]) => {
        if (!taken) return;
        const lease = jobLease(database, clock, owner, taken.id, job.queue);
        await lease.take();
        const heartbeat = setInterval(() => void lease.renew().catch(onError), heartbeatSeconds * 1000);
        heartbeat.unref();
        heartbeats.add(heartbeat);
        try {
          await job.run();
        } finally {
          clearInterval(heartbeat);
          heartbeats.delete(heartbeat);
          await lease.release().catch(onError);
        }
      },
    );
    const timer = setInterval(() => void request(), job.periodSeconds * 1000);
    timer.unref();
    timers.push(timer);
  }
  const sweeper = setInterval(() => void reclaim().catch(onError), heartbeatSeconds * 1000);
  sweeper.unref();
  timers.push(sweeper);

  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // a job still running after the grace period was failed by pg-boss: its lease goes with it
      for (const heartbeat of heartbeats) clearInterval(heartbeat);
    },
  };
}
