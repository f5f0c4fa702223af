import { associationPaymentOptionsSchema } from '@hoa/contracts/billing';
import { errorBodySchema } from '@hoa/contracts/error-body';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { associationPaymentOptions } from './association-payment-options';

/** GET /Association/{id}/PaymentOption: the association's payment options and fees. */
export const getPaymentOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Association/:id/PaymentOption',
    {
      config: { access: 'user' },
      schema: {
        summary: "An association's payment options: offered methods, processing and large-amount fees",
        params: z.object({ id: recordIdParam }),
        response: {
          200: associationPaymentOptionsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => associationPaymentOptions(app.db, principalOf(request), request.params.id),
  );
};
