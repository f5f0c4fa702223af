import { accessTokenResponseSchema, signUpRequestSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import { text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { signUp } from './sign-up';

const paramsSchema = z.object({
  clientId: text().trim().min(1).max(64).describe('Management company code'),
});

export const postRegistrationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Homeowner/Registration/:clientId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign up with a property account number or a registration key (needs a solved captcha)',
        params: paramsSchema,
        body: signUpRequestSchema,
        response: {
          200: accessTokenResponseSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      app.rateLimiter.hit(
        [rateLimitRules.registrationAddress, clientAddress(request)],
        [rateLimitRules.registrationAccount, accountKey(request.body.email)],
      );
      const { captcha, ...signUpRequest } = request.body;
      await app.captcha.redeem(app.db, captcha);
      return signUp({
        db: app.db,
        accessTokens: app.accessTokens,
        now: app.clock.now(),
        clientId: request.params.clientId,
        request: signUpRequest,
      });
    },
  );
};
