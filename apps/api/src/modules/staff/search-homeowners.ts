import { homeownerSearchQuerySchema, homeownerSearchResponseSchema } from '@hoa/contracts/access';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { principalOf } from '../../plugins/authentication';
import { findHomeowners } from './find-homeowners';

export const searchHomeownersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/Homeowners',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Staff: search the company's homeowners by name, e-mail, account number or address",
        querystring: homeownerSearchQuerySchema,
        response: { 200: homeownerSearchResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, { action: 'read', resource: { type: 'staffArea' } });
      return findHomeowners({
        db: app.db,
        managementCompanyId: principal.managementCompanyId,
        ...request.query,
      });
    },
  );
};
