import { boardTaskOverviewQuerySchema, boardTaskOverviewSchema } from '@hoa/contracts/board-task-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { boardTaskOverview } from './task-overview';

/** GET /BoardMember/BoardMemberTaskOverview (SPEC §7, payments client): what needs the board member. */
export const taskOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/BoardMember/BoardMemberTaskOverview',
    routeOptions('user', {
      summary:
        "Board: what needs the signed-in board member in the association (ARC votes, invoice approvals, their open and overdue to-dos, collection decisions), each a count with the page's link",
      querystring: boardTaskOverviewQuerySchema,
      response: { 200: boardTaskOverviewSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId } = request.query;
      await authorize(app.db, principal, {
        action: 'read',
        resource: { type: 'association', id: associationId, need: 'board' },
      });
      return boardTaskOverview(app.db, { associationId, userId: principal.userId, now: app.clock.now() });
    },
  );
};
