import { accessTokenResponseSchema, verifySignUpRequestSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { clientAddress } from '../sign-in/client-address';
import { registrationParams } from './post-registration';
import { verifySignUpCode } from './sign-up-code';

export const postVerifyRegistrationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Homeowner/Registration/:clientId/verify',
    routeOptions('public', {
      summary:
        'Finish a sign-up by account number with the code sent to the address on file (single use; 5 wrong tries end it)',
      params: registrationParams,
      body: verifySignUpRequestSchema,
      response: {
        200: accessTokenResponseSchema,
        ...errorResponses(400, 409, 429),
      },
    }),
    async (request) => {
      await app.rateLimiter.hit(
        [rateLimitRules.otpVerifyAddress, clientAddress(request)],
        [rateLimitRules.signUpCodeCheck, request.body.verificationId],
      );
      return verifySignUpCode({
        db: app.db,
        accessTokens: app.accessTokens,
        now: app.clock.now(),
        clientId: request.params.clientId,
        ...request.body,
      });
    },
  );
};
