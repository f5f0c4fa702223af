import { securitySchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { describeSecurity } from './describe-security';

export const getSecurityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Security',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The session: user, company (Customer), staff flag and the mimic-mode actor and expiry',
        response: { 200: securitySchema, 401: errorBodySchema },
      },
    },
    async (request) => describeSecurity({ db: app.db, principal: principalOf(request) }),
  );
};
