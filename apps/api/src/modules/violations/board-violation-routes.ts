import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  escalationDecisionSchema,
  violationCommentSchema,
  violationDetailSchema,
  violationListQuerySchema,
  violationListSchema,
  violationMessages,
} from '@hoa/contracts/violations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { binaryBody } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { addViolationNote, decideEscalation } from './violation-changes';
import { noticeResponse, photoResponse, sendNotice, sendPhoto } from './violation-files';
import { listViolations, loadViolation } from './violation-views';
import { violationsCsv } from './violations-csv';

const errors = errorResponses(400, 401, 403, 404, 409);
const associationParams = z.object({ associationId: recordIdParam });
const violationParams = associationParams.extend({ violationId: recordIdParam });
const base = '/Board/Associations/:associationId/Violations';

export const violationNotFound = () =>
  new AppError('NOT_FOUND', 'Not Found', { detail: violationMessages.notFound });

/**
 * The board's violations (issue 18, ADR 129): the grid (open, awaiting the board, all; by stage or
 * property) and its CSV, one violation with its history, photos and notices, a comment, and the
 * decision on a proposed fine or hearing. Board members of the association only; no writes in mimic mode.
 */
export const boardViolationRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (associationId: number, violationId: number) => {
    const found = await loadViolation(app.db, { associationId, violationId, audience: 'board' });
    if (!found) throw violationNotFound();
    return found;
  };

  app.get(
    base,
    routeOptions('user', {
      summary: "Board: the association's violations (open by default, awaiting the board, or all)",
      params: associationParams,
      querystring: violationListQuerySchema,
      response: { 200: violationListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board', 'read');
      return { violations: await listViolations(app.db, { associationId, ...request.query }) };
    },
  );

  app.get(
    `${base}/Export`,
    routeOptions('user', {
      summary: 'Board: the violations of the chosen view as CSV',
      params: associationParams,
      querystring: violationListQuerySchema,
      response: {
        200: {
          description: 'The CSV file (Content-Disposition: attachment)',
          content: { 'text/csv': { schema: binaryBody } },
        },
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board', 'read');
      const rows = await listViolations(app.db, { associationId, ...request.query });
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="violations-${request.query.view}-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(violationsCsv(rows));
    },
  );

  app.get(
    `${base}/:violationId`,
    routeOptions('user', {
      summary: 'Board: one violation with its history, escalations, photos and notices',
      params: violationParams,
      response: { 200: violationDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, violationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board', 'read');
      return detail(associationId, violationId);
    },
  );

  app.get(
    `${base}/:violationId/Photos/:photoId`,
    routeOptions('user', {
      summary: 'Board: a photo of a violation',
      params: violationParams.extend({ photoId: recordIdParam }),
      response: { 200: photoResponse, ...errors },
    }),
    async (request, reply) => {
      const { associationId, violationId, photoId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board', 'read');
      await detail(associationId, violationId);
      return sendPhoto(app.db, reply, violationId, photoId);
    },
  );

  app.get(
    `${base}/:violationId/Notices/:eventId`,
    routeOptions('user', {
      summary: 'Board: a notice letter sent to the owner (PDF)',
      params: violationParams.extend({ eventId: recordIdParam }),
      response: { 200: noticeResponse, ...errors },
    }),
    async (request, reply) => {
      const { associationId, violationId, eventId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board', 'read');
      await detail(associationId, violationId);
      return sendNotice(app.db, reply, violationId, eventId);
    },
  );

  app.post(
    `${base}/:violationId/Comments`,
    routeOptions('user', {
      summary: "Board: comment on a violation (in its history; the owner does not see the board's comments)",
      params: violationParams,
      body: violationCommentSchema,
      response: { 201: violationDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, violationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'write');
      await addViolationNote(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        violationId,
        role: 'board',
        body: request.body.body,
      });
      return reply.code(201).send(await detail(associationId, violationId));
    },
  );

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
      return detail(associationId, violationId);
    },
  );
};
