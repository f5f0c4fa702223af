import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../plugins/route-options';

const challengeSchema = z
  .object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number().int().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });

export const getCaptchaChallengeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Captcha/challenge',
    routeOptions('public', {
      summary: 'An ALTCHA proof-of-work challenge for the sign-up and request-account forms',
      response: { 200: challengeSchema },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );
};
