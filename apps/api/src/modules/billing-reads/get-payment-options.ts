import { associationPaymentOptionsSchema } from '@hoa/contracts/billing';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { associationPaymentOptions } from './association-payment-options';

/** GET /Association/{id}/PaymentOption: the association's payment options and fees. */
export const getPaymentOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Association/:id/PaymentOption',
    routeOptions('user', {
      summary: "An association's payment options: offered methods, processing and large-amount fees",
      params: z.object({ id: recordIdParam }),
      response: {
        200: associationPaymentOptionsSchema,
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request) => associationPaymentOptions(app.db, principalOf(request), request.params.id),
  );
};
