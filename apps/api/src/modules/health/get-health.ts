import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { checkHealth } from './check-health';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process is shutting down: it still serves, but tells load balancers it is not ready. */
    lifecycle: { draining: boolean };
  }
}

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).meta({ id: 'Health' });
const liveSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

/** 503 unless the database answers (and, for readiness, the process is not draining). */
async function assertHealthy(
  app: FastifyInstance,
  log: { error: (o: object, m: string) => void },
  ready: boolean,
) {
  if (ready && app.lifecycle.draining) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Service Unavailable', {
      detail: 'The server is shutting down.',
    });
  }
  const health = await checkHealth({ db: app.db });
  if (health.database !== 'ok') {
    log.error({ reason: health.reason }, 'health check: database unavailable');
    throw new AppError('SERVICE_UNAVAILABLE', 'Service Unavailable', {
      detail: 'The database is not answering.',
    });
  }
  return { status: 'ok' as const, database: 'ok' as const };
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorate('lifecycle', { draining: false });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    (request) => assertHealthy(app, request.log, false),
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers (restart it when it does not)',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: send this process traffic (503 while it shuts down or when the database does not answer)',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    (request) => assertHealthy(app, request.log, true),
  );
};

/** Health checks for a load balancer or orchestrator: `/api/health`, `/api/health/live`, `/api/health/ready`. */
export const getHealthRoute = fp(healthRoutes, { name: 'health', dependencies: ['context'] });
