import { securitySchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { describeSecurity } from './describe-security';

export const getSecurityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Security',
    routeOptions('user', {
      summary: 'The session: user, company (Customer), staff flag and the mimic-mode actor and expiry',
      response: { 200: securitySchema, ...errorResponses(401) },
    }),
    async (request) => describeSecurity({ db: app.db, principal: principalOf(request) }),
  );
};
