import { homeownerSearchQuerySchema, homeownerSearchResponseSchema } from '@hoa/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { findHomeowners } from './find-homeowners';

export const searchHomeownersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/Homeowners',
    routeOptions('staff', {
      summary: "Staff: search the company's homeowners by name, e-mail, account number or address",
      querystring: homeownerSearchQuerySchema,
      response: { 200: homeownerSearchResponseSchema, ...errorResponses(401, 403) },
    }),
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
