import fp from 'fastify-plugin';
import { startPeriodicJobs } from '../jobs/periodic-jobs';
import { drainOutbox, type MailTransport } from './drain-outbox';
import { createSmtpTransport } from './smtp-transport';

export interface MailPluginOptions {
  /** How often the drainer looks for due mail. */
  pollMilliseconds?: number;
  /** Tests may inject a transport; otherwise SMTP_URL decides (none: mail stays in the outbox). */
  transport?: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends due outbox mail now (the poller calls it too); resolves with what happened. */
    drainMail(): Promise<{ sent: number; failed: number }>;
  }
}

export const mailDrainQueue = 'mail-outbox-drain';

/** Drains the e-mail outbox through a pg-boss job while SMTP is configured. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const smtp = options.transport ?? (app.config.smtpUrl ? createSmtpTransport(app.config.smtpUrl) : null);
    let running: Promise<{ sent: number; failed: number }> | null = null;
    const drainMail = () => {
      if (!smtp) return Promise.resolve({ sent: 0, failed: 0 });
      // one drain at a time per process; other processes are kept apart by SKIP LOCKED
      running ??= drainOutbox({ db: app.db, clock: app.clock, transport: smtp, from: app.config.mailFrom })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'mail drain failed');
          return { sent: 0, failed: 0 };
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('drainMail', drainMail);
    if (!smtp) return;
    let jobs: { stop(): Promise<void> } | null = null;
    // periodic jobs start once the app is ready, never while plugins are still being registered
    app.addHook('onReady', async () => {
      jobs = await startPeriodicJobs({
        database: app.database,
        clock: app.clock,
        // requests within one period collapse into one drain cluster-wide
        jobs: [
          {
            queue: mailDrainQueue,
            periodSeconds: (options.pollMilliseconds ?? 5_000) / 1000,
            run: drainMail,
          },
        ],
        onError: (error) => app.log.error({ err: error }, 'mail job queue error'),
      });
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
      await running;
      if ('close' in smtp && typeof smtp.close === 'function') smtp.close();
    });
  },
  { name: 'mail', dependencies: ['context'] },
);
