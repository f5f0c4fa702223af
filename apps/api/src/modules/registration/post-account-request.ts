import { requestAccountRequestSchema, requestAccountResponseSchema } from '@hoa/contracts/auth';
import { text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { accountKey, clientAddress } from '../sign-in/client-address';
import { requestAccount } from './request-account';

const querySchema = z.object({
  clientId: text().trim().min(1).max(64).optional().describe('Management company code; default: the first'),
});

export const postAccountRequestRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Homeowner/Registration',
    routeOptions('public', {
      summary: 'Request an account (recorded for the management company, acknowledged by e-mail)',
      querystring: querySchema,
      body: requestAccountRequestSchema,
      response: { 201: requestAccountResponseSchema, ...errorResponses(400, 429) },
    }),
    async (request, reply) => {
      await app.rateLimiter.hit(
        [rateLimitRules.registrationAddress, clientAddress(request)],
        [rateLimitRules.registrationAccount, accountKey(request.body.email)],
      );
      const { captcha, ...accountRequest } = request.body;
      await app.captcha.redeem(app.db, captcha);
      const created = await requestAccount({
        db: app.db,
        now: app.clock.now(),
        clientId: request.query.clientId,
        request: accountRequest,
      });
      return reply.code(201).send(created);
    },
  );
};
