import { accessTokenResponseSchema, verifyOtpRequestSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { verifyPasscode } from './verify-passcode';

export const postVerifyOneTimePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/OneTimePassword/verify',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Log in with the e-mailed passcode (single use; 5 wrong tries end it)',
        body: verifyOtpRequestSchema,
        response: { 200: accessTokenResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await app.rateLimiter.hit(
        [rateLimitRules.otpVerifyAddress, clientAddress(request)],
        [rateLimitRules.otpVerifyAccount, accountKey(request.body.userName)],
      );
      return verifyPasscode({
        db: app.db,
        accessTokens: app.accessTokens,
        now: app.clock.now(),
        ...request.body,
      });
    },
  );
};
