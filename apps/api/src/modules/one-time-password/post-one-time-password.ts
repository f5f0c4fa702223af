import { sendOtpRequestSchema, sendOtpResponseSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { sendPasscode } from './send-passcode';

export const postOneTimePasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/OneTimePassword',
    routeOptions('public', {
      summary: 'E-mail a 6-digit passcode (valid 10 minutes); another is refused until resendAfterSeconds',
      body: sendOtpRequestSchema,
      response: { 200: sendOtpResponseSchema, ...errorResponses(401, 429) },
    }),
    async (request) => {
      await app.rateLimiter.hit(
        [rateLimitRules.otpSendAddress, clientAddress(request)],
        [rateLimitRules.otpSendAccount, accountKey(request.body.userName)],
      );
      return sendPasscode({ db: app.db, now: app.clock.now(), ...request.body });
    },
  );
};
