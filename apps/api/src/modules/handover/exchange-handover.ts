import { handoverRequestSchema } from '@hoa/contracts/access';
import { accessTokenResponseSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { redeemHandover } from './redeem-handover';

export const exchangeHandoverRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Users/Authenticate/Handover',
    routeOptions('public', {
      summary:
        'Exchange a handed-over signed JWT (/auth/jwt; also how mimic mode starts) for an access token',
      body: handoverRequestSchema,
      response: { 200: accessTokenResponseSchema, ...errorResponses(400, 401) },
    }),
    async (request) =>
      redeemHandover({
        db: app.db,
        clock: app.clock,
        token: request.body.token,
        handoverTokens: app.handoverTokens,
        accessTokens: app.accessTokens,
      }),
  );
};
