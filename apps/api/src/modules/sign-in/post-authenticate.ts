import { accessTokenResponseSchema, authenticateRequestSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { admitLoginAttempt, recordLoginOutcome } from '../rate-limit/login-limits';
import { authenticateUser } from './authenticate-user';
import { accountKey, clientAddress } from './client-address';

export const postAuthenticateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Users/Authenticate',
    routeOptions('public', {
      summary: 'Log in with e-mail and password (clientId: the management company code)',
      body: authenticateRequestSchema,
      response: { 200: accessTokenResponseSchema, ...errorResponses(401, 429) },
    }),
    async (request) => {
      const attempt = { account: accountKey(request.body.userName), address: clientAddress(request) };
      await admitLoginAttempt(app.rateLimiter, attempt);
      const access = await authenticateUser({
        db: app.db,
        accessTokens: app.accessTokens,
        ...request.body,
      }).catch(async (error: unknown) => {
        if (isAppError(error) && error.statusCode === 401) {
          await recordLoginOutcome(app.rateLimiter, attempt, false);
        }
        throw error;
      });
      await recordLoginOutcome(app.rateLimiter, attempt, true);
      return access;
    },
  );
};
