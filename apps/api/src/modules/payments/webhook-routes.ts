import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { IgnoredEventError, ProcessorError } from '../processor/port';
import { handleProcessorEvent } from './processor-events';

/**
 * Processor webhooks. The signature is computed over the exact bytes sent, so this scope keeps the
 * body raw instead of parsing JSON; the event is only read after the signature checks out.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/Webhooks/:processor',
    routeOptions('public', {
      summary: 'Processor events (signature checked; replays and any order are safe)',
      params: z.object({ processor: z.enum(['sandbox', 'stripe']) }),
      response: {
        200: z.object({ received: z.literal(true), outcome: z.string() }),
        ...errorResponses(400),
      },
    }),
    async (request) => {
      if (request.params.processor !== app.processor.name || !Buffer.isBuffer(request.body)) {
        throw new AppError('BAD_REQUEST', 'Bad Request', { detail: 'Unexpected webhook.' });
      }
      const header = request.headers['stripe-signature'] ?? request.headers['sandbox-signature'];
      let event: Awaited<ReturnType<typeof app.processor.verifyWebhook>>;
      try {
        event = await app.processor.verifyWebhook(request.body, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        // a genuine event of a kind we do not model: acknowledged, so the processor stops resending it
        if (error instanceof IgnoredEventError) return { received: true as const, outcome: 'ignored' };
        if (error instanceof ProcessorError) {
          throw new AppError('BAD_REQUEST', 'Bad Request', { detail: 'The webhook signature is not valid.' });
        }
        throw error;
      }
      const outcome = await handleProcessorEvent(app.paymentsDeps, event);
      return { received: true as const, outcome };
    },
  );
};
