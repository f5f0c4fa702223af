import { accessTokenResponseSchema, setPasswordRequestSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { clientAddress } from '../sign-in/client-address';
import { resetPassword } from './reset-password';

export const putResetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/OneTimePassword/reset',
    routeOptions('user', {
      summary: 'Set a new password within 15 minutes of verifying a passcode (forgot password)',
      body: setPasswordRequestSchema,
      response: {
        200: accessTokenResponseSchema.describe('Changed: every earlier session ended; this is the new one'),
        ...errorResponses(400, 403),
      },
    }),
    async (request) => {
      const principal = principalOf(request);
      await app.rateLimiter.hit(
        [rateLimitRules.resetAddress, clientAddress(request)],
        [rateLimitRules.resetAccount, String(principal.userId)],
      );
      return resetPassword({
        db: app.db,
        accessTokens: app.accessTokens,
        principal,
        password: request.body.password,
        now: app.clock.now(),
      });
    },
  );
};
