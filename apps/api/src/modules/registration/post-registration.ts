import { accessTokenResponseSchema, signUpCodeSentSchema, signUpRequestSchema } from '@hoa/contracts/auth';
import { text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { signUp } from './sign-up';

/** `Homeowner/Registration/{clientId}` and its `/verify`: the management company's code. */
export const registrationParams = z.object({
  clientId: text().trim().min(1).max(64).describe('Management company code'),
});

export const postRegistrationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Homeowner/Registration/:clientId',
    routeOptions('public', {
      summary:
        'Sign up (needs a solved captcha): a registration key signs in at once (200); an account number e-mails a code to the address on file (202), to send to …/verify',
      params: registrationParams,
      body: signUpRequestSchema,
      response: {
        200: accessTokenResponseSchema,
        202: signUpCodeSentSchema,
        ...errorResponses(400, 409, 429),
      },
    }),
    async (request, reply) => {
      // an account number is looked up no faster than a sign-in may guess: the sign-in address limit counts it too
      await app.rateLimiter.hit(
        [rateLimitRules.loginAddress, clientAddress(request)],
        [rateLimitRules.registrationAddress, clientAddress(request)],
        [rateLimitRules.registrationAccount, accountKey(request.body.email)],
      );
      const { captcha, ...signUpRequest } = request.body;
      await app.captcha.redeem(app.db, captcha);
      const outcome = await signUp({
        db: app.db,
        accessTokens: app.accessTokens,
        now: app.clock.now(),
        clientId: request.params.clientId,
        request: signUpRequest,
      });
      if (outcome.kind === 'codeSent') return reply.code(202).send(outcome.codeSent);
      return reply.code(200).send(outcome.access);
    },
  );
};
