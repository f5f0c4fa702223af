import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PeriodicJob, startPeriodicJobs } from '../jobs/periodic-jobs';
import type { SandboxProcessor } from '../processor/sandbox/sandbox-processor';
import { postMonthlyAssessments } from './post-monthly-assessments';
import { runDuePayments, settlePayments } from './run-billing';

export interface BillingJobsOptions {
  /** How often each job runs, in seconds (defaults: due payments 5 min, settlement 2 min, assessments 15 min). */
  periods?: Partial<Record<'duePayments' | 'settlement' | 'assessments', number>>;
}

/**
 * The embedded sandbox stands in for a processor that calls our webhook: its due events (settled,
 * returned, …) are posted to the same webhook route a real processor would use, signature and all.
 */
async function deliverSandboxWebhooks(app: FastifyInstance, sandbox: SandboxProcessor) {
  const webhookUrl = `${app.config.serviceBases.payments.mountPath}/api/Webhooks/sandbox`;
  return sandbox.deliverDueEvents(app.clock.now(), async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: body,
    });
    if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
  });
}

/** The sandbox adapter, when that is the processor in use: only it has events of its own to deliver. */
function sandboxOf(processor: FastifyInstance['processor']): SandboxProcessor | null {
  return 'deliverDueEvents' in processor && typeof processor.deliverDueEvents === 'function'
    ? (processor as SandboxProcessor)
    : null;
}

/**
 * Runs the billing jobs on a schedule through pg-boss (DESIGN.md "Data": jobs on the same database).
 * Each job works out "today" per association in its own time zone from the clock at the moment it runs.
 */
export const billingJobsPlugin = fp<BillingJobsOptions>(
  async (app, options) => {
    const deps = app.paymentsDeps;
    const periods = { duePayments: 300, settlement: 120, assessments: 900, ...options.periods };
    const sandbox = sandboxOf(app.processor);
    const logged = (name: string, run: () => Promise<unknown>) => async () => {
      try {
        const result = await run();
        app.log.info({ job: name, result }, 'billing job done');
      } catch (error) {
        app.log.error({ err: error, job: name }, 'billing job failed; it runs again next period');
        throw error;
      }
    };
    const periodic: PeriodicJob[] = [
      {
        queue: 'billing-due-payments',
        periodSeconds: periods.duePayments,
        run: logged('due-payments', () => runDuePayments(deps, app.clock.now(), app.config.publicUrl)),
      },
      {
        queue: 'billing-settlement',
        periodSeconds: periods.settlement,
        run: logged('settlement', () => settlePayments(deps)),
      },
      ...(sandbox
        ? [
            {
              queue: 'sandbox-webhooks',
              periodSeconds: periods.settlement,
              run: logged('sandbox-webhooks', () => deliverSandboxWebhooks(app, sandbox)),
            },
          ]
        : []),
      {
        queue: 'billing-assessments',
        periodSeconds: periods.assessments,
        run: logged('assessments', () => postMonthlyAssessments(deps, { now: app.clock.now() })),
      },
    ];
    let jobs: { stop(): Promise<void> } | null = null;
    // only once the app is ready: a job due at start runs at once, and an `inject` before every plugin
    // is registered would boot the app early (AVV_ERR_ROOT_PLG_BOOTED); start-up must not depend on timing
    app.addHook('onReady', async () => {
      jobs = await startPeriodicJobs({
        database: app.database,
        clock: app.clock,
        jobs: periodic,
        onError: (error) => app.log.error({ err: error }, 'billing job queue error'),
        onReclaimed: (abandoned) =>
          app.log.warn({ abandoned }, 'billing jobs left by a stopped worker run again'),
      });
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
    });
  },
  { name: 'billing-jobs', dependencies: ['context', 'payments'] },
);
