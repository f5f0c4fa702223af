import fp from 'fastify-plugin';
import type { PaymentProcessor } from '../processor/port';
import type { CrashPointName, PaymentsDeps } from './payments-deps';
import { reconcilePayments } from './reconcile-payments';

declare module 'fastify' {
  interface FastifyInstance {
    processor: PaymentProcessor;
    /** What the payment path needs (database, clock, processor, log, crash points). */
    paymentsDeps: PaymentsDeps;
  }
}

export interface PaymentsPluginOptions {
  processor: PaymentProcessor;
  /** Crash tests: kill the process at this named point of the payment path. */
  crashAt?: CrashPointName | null;
  /** Whether to reconcile interrupted payments when the app starts (default true). */
  reconcileOnStart?: boolean;
}

/**
 * Provides the processor and the payment path's dependencies, and on start brings the books and
 * the processor back into agreement for any payment a crash interrupted.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const deps: PaymentsDeps = {
      db: app.db,
      clock: app.clock,
      processor: options.processor,
      log: app.log,
      crashPoint(name) {
        if (options.crashAt !== name) return;
        app.log.warn({ crashPoint: name }, 'crash point reached: killing the process (test)');
        process.kill(process.pid, 'SIGKILL');
      },
    };
    app.decorate('processor', options.processor);
    app.decorate('paymentsDeps', deps);
    if (options.reconcileOnStart ?? true) {
      app.addHook('onReady', async () => {
        const result = await reconcilePayments(deps, { olderThanMs: 0 });
        if (result.charged + result.updated > 0) app.log.info(result, 'reconciled interrupted payments');
      });
    }
  },
  { name: 'payments', dependencies: ['context'] },
);
