import { chargeListSchema, chargeQuerySchema } from '@hoa/contracts/billing';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { listUpcomingCharges } from './upcoming-charges';

/** GET /Charge: charges due on your accounts within the next 25 days. */
export const getChargesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Charge',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Upcoming charges on your accounts (due within the next 25 days)',
        querystring: chargeQuerySchema,
        response: {
          200: chargeListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      charges: await listUpcomingCharges(app.db, principalOf(request), request.query, app.clock.now()),
    }),
  );
};
