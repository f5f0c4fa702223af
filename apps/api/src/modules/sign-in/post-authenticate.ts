import { accessTokenResponseSchema, authenticateRequestSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { authenticateUser } from './authenticate-user';
import { accountKey, clientAddress } from './client-address';

export const postAuthenticateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Users/Authenticate',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Log in with e-mail and password (clientId: the management company code)',
        body: authenticateRequestSchema,
        response: { 200: accessTokenResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await app.rateLimiter.hit(
        [rateLimitRules.loginAddress, clientAddress(request)],
        [rateLimitRules.loginAccount, accountKey(request.body.userName)],
      );
      return authenticateUser({ db: app.db, accessTokens: app.accessTokens, ...request.body });
    },
  );
};
