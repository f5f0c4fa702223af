import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';

export interface PeriodicJob {
  queue: string;
  periodSeconds: number;
  run: () => Promise<unknown>;
}

/**
 * pg-boss on the application's own database: every process asks for each job once per period; the
 * singleton key keeps it to one job per period for the whole cluster, and whichever worker fetches it
 * runs it. The queue only schedules: the jobs themselves are idempotent, so a job run twice (a retry,
 * a second process) changes nothing the first did not.
 */
export async function startPeriodicJobs(options: {
  database: Database;
  jobs: PeriodicJob[];
  onError: (error: unknown) => void;
}): Promise<{ stop(): Promise<void> }> {
  const { database } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: false,
  });
  boss.on('error', options.onError);
  await boss.start();
  const timers: NodeJS.Timeout[] = [];
  for (const job of options.jobs) {
    await boss.createQueue(job.queue, { name: job.queue, policy: 'singleton' });
    const request = () =>
      boss
        .send(
          job.queue,
          {},
          { singletonKey: job.queue, singletonSeconds: Math.max(1, Math.floor(job.periodSeconds)) },
        )
        .catch(options.onError);
    // asked for before the worker starts, so its first fetch (at once) runs the job on start-up
    await request();
    await boss.work(
      job.queue,
      { pollingIntervalSeconds: Math.min(30, Math.max(0.5, job.periodSeconds / 4)) },
      async () => {
        await job.run();
      },
    );
    const timer = setInterval(() => void request(), job.periodSeconds * 1000);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
