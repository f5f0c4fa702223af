import { ssoCallbackRequestSchema } from '@hoa/contracts/access';
import { accessTokenResponseSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeSso } from './complete-sso';
import { requireSso } from './require-sso';

export const authenticateSsoRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Users/AuthenticateSSO',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish single sign-on with the code and state the provider sent to /auth/sso',
        body: ssoCallbackRequestSchema,
        response: {
          200: accessTokenResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
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
