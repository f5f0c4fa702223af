import { requestQueueQuerySchema, requestQueueSchema } from '@hoa/contracts/request-queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { findRequestQueue } from './find-request-queue';

/** GET /Staff/HomeownerRequests: the company's request queue (ADR 073). */
export const listRequestQueueRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/HomeownerRequests',
    routeOptions('staff', {
      summary: "Staff: the company's homeowner requests, newest first, by status, kind and association",
      querystring: requestQueueQuerySchema,
      response: {
        200: requestQueueSchema,
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, { action: 'read', resource: { type: 'staffArea' } });
      return findRequestQueue(app.db, {
        managementCompanyId: principal.managementCompanyId,
        ...request.query,
      });
    },
  );
};
