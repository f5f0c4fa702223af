import { ssoCallbackRequestSchema } from '@hoa/contracts/access';
import { accessTokenResponseSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { completeSso } from './complete-sso';
import { requireSso } from './require-sso';

export const authenticateSsoRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Users/AuthenticateSSO',
    routeOptions('public', {
      summary: 'Finish single sign-on with the code and state the provider sent to /auth/sso',
      body: ssoCallbackRequestSchema,
      response: {
        200: accessTokenResponseSchema,
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request) =>
      completeSso({
        db: app.db,
        clock: app.clock,
        sso: requireSso(app.sso),
        accessTokens: app.accessTokens,
        callback: request.body,
      }),
  );
};
