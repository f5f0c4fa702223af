import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { checkHealth } from './check-health';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') }).meta({ id: 'Health' });

export const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const health = await checkHealth({ db: app.db });
      if (health.database !== 'ok') {
        request.log.error({ reason: health.reason }, 'health check: database unavailable');
        throw new AppError('SERVICE_UNAVAILABLE', 'Service Unavailable', {
          detail: 'The database is not answering.',
        });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
