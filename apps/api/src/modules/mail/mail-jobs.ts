import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';

export const mailDrainQueue = 'mail-outbox-drain';

export interface MailJobsOptions {
  database: Database;
  drain: () => Promise<unknown>;
  /** How often a drain is requested; requests within one period collapse into one job cluster-wide. */
  periodSeconds: number;
  onError: (error: unknown) => void;
}

/**
 * pg-boss on the application's own database (PGlite or PostgreSQL, through `executeSql`): every process
 * asks for a drain each period; the singleton key keeps it to one job per period for the whole cluster,
 * and whichever worker fetches it drains the outbox.
 */
export async function startMailJobs(options: MailJobsOptions): Promise<{ stop(): Promise<void> }> {
  const { database, periodSeconds } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: false,
  });
  boss.on('error', options.onError);
  await boss.start();
  await boss.createQueue(mailDrainQueue, { name: mailDrainQueue, policy: 'singleton' });
  await boss.work(mailDrainQueue, { pollingIntervalSeconds: Math.max(0.5, periodSeconds / 2) }, async () => {
    await options.drain();
  });
  const request = () =>
    boss
      .send(
        mailDrainQueue,
        {},
        { singletonKey: 'drain', singletonSeconds: Math.max(1, Math.floor(periodSeconds)) },
      )
      .catch(options.onError);
  await request();
  const timer = setInterval(() => void request(), periodSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
