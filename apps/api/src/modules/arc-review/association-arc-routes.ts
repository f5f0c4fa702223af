import { arcRequestListSchema, associationArcListQuerySchema } from '@hoa/contracts/arc-review';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { listArcRequests } from './arc-views';

/** GET /Associations/{id}/ArcRequests (associations client): one association's ARC requests, for its board. */
export const associationArcRequestsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Associations/:id/ArcRequests',
    routeOptions('user', {
      summary: "Board: the association's ARC requests, newest first (last 36 months or all; status; search)",
      params: z.object({ id: recordIdParam }),
      querystring: associationArcListQuerySchema,
      response: {
        200: arcRequestListSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request) => {
      const principal = principalOf(request);
      const associationId = request.params.id;
      await authorize(app.db, principal, {
        action: 'read',
        resource: { type: 'association', id: associationId, need: 'board' },
      });
      return listArcRequests(
        app.db,
        { viewerId: principal.userId, associationId, ...request.query },
        app.clock.now(),
      );
    },
  );
};
