import { recordIdParam } from '@hoa/contracts/request-fields';
import { escalationDecisionSchema, violationDetailSchema } from '@hoa/contracts/violations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { decideEscalation } from './violation-escalations';
import {
  violationErrors as errors,
  violationDetail,
  violationParams,
  violationSharedRoutes,
  violationsBase,
} from './violation-shared-routes';

const base = violationsBase('board');

/**
 * The board's violations (issue 18, ADR 129): what staff read too (the grid and its CSV, one violation with
 * its history, photos and notices, a comment) and the decision on a proposed fine or hearing. Board members
 * of the association only; no writes in mimic mode.
 */
export const boardViolationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(violationSharedRoutes('board'));

  app.post(
    `${base}/:violationId/Escalations/:escalationId/Decision`,
    routeOptions('user', {
      summary:
        'Board: approve or refuse (with a note) a proposed fine or hearing; an approved fine posts to the owner’s account once',
      params: violationParams.extend({ escalationId: recordIdParam }),
      body: escalationDecisionSchema,
      response: { 200: violationDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, violationId, escalationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'write');
      await decideEscalation(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        violationId,
        escalationId,
        ...request.body,
      });
      return violationDetail(app.db, 'board', associationId, violationId);
    },
  );
};
