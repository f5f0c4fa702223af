import { portalTokenRequestSchema, portalTokenResponseSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { renewSession } from './renew-session';

export const postPortalTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Users/Authenticate/PortalToken',
    routeOptions('public', {
      summary:
        'Without portalToken: issue a portal token for the bearer. With it: rotate it and renew the access token',
      // no body at all (the first call) is an empty request
      body: z.preprocess((body) => body ?? {}, portalTokenRequestSchema),
      response: { 200: portalTokenResponseSchema, ...errorResponses(401) },
    }),
    async (request) =>
      renewSession({
        db: app.db,
        accessTokens: app.accessTokens,
        now: app.clock.now(),
        principal: request.principal,
        portalToken: request.body?.portalToken,
      }),
  );
};
