import { chargeListSchema, chargeQuerySchema } from '@hoa/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { listUpcomingCharges } from './upcoming-charges';

/** GET /Charge: charges due on your accounts within the next 25 days. */
export const getChargesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Charge',
    routeOptions('user', {
      summary: 'Upcoming charges on your accounts (due within the next 25 days)',
      querystring: chargeQuerySchema,
      response: {
        200: chargeListSchema,
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request) => ({
      charges: await listUpcomingCharges(app.db, principalOf(request), request.query, app.clock.now()),
    }),
  );
};
