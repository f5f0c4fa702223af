import { accessTokenResponseSchema, verifyOtpRequestSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { verifyPasscode } from './verify-passcode';

export const postVerifyOneTimePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/OneTimePassword/verify',
    routeOptions('public', {
      summary: 'Log in with the e-mailed passcode (single use; 5 wrong tries end it)',
      body: verifyOtpRequestSchema,
      response: { 200: accessTokenResponseSchema, ...errorResponses(401, 429) },
    }),
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
