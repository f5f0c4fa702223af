import { sendOtpRequestSchema, sendOtpResponseSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { sendPasscode } from './send-passcode';

export const postOneTimePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/OneTimePassword',
    {
      config: { access: 'public' },
      schema: {
        summary: 'E-mail a 6-digit passcode (valid 10 minutes); another is refused until resendAfterSeconds',
        body: sendOtpRequestSchema,
        response: { 200: sendOtpResponseSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await app.rateLimiter.hit(
        [rateLimitRules.otpSendAddress, clientAddress(request)],
        [rateLimitRules.otpSendAccount, accountKey(request.body.userName)],
      );
      return sendPasscode({ db: app.db, now: app.clock.now(), ...request.body });
    },
  );
};
