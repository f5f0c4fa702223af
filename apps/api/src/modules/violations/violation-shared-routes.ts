import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  violationCommentSchema,
  violationDetailSchema,
  violationListQuerySchema,
  violationListSchema,
  violationMessages,
} from '@hoa/contracts/violations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse, sendCsv } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { addViolationNote } from './violation-changes';
import { noticeResponse, photoResponse, sendNotice, sendPhoto } from './violation-files';
import { listViolations, loadViolation } from './violation-views';
import { violationsCsv } from './violations-csv';

export type ViolationSide = 'board' | 'staff';

export const violationErrors = errorResponses(400, 401, 403, 404, 409);
export const associationParams = z.object({ associationId: recordIdParam });
export const violationParams = associationParams.extend({ violationId: recordIdParam });
const who: Record<ViolationSide, string> = { board: 'Board', staff: 'Staff' };
/** `/Board/Associations/:associationId/Violations` or the staff side's. */
export const violationsBase = (side: ViolationSide) => `/${who[side]}/Associations/:associationId/Violations`;

/** One violation as its side sees it (404 when it is not the association's). */
export async function violationDetail(
  db: Db,
  side: ViolationSide,
  associationId: number,
  violationId: number,
) {
  const found = await loadViolation(db, { associationId, violationId, audience: side });
  if (!found) throw new AppError('NOT_FOUND', 'Not Found', { detail: violationMessages.notFound });
  return found;
}

/**
 * What the board and staff both do with an association's violations (ADR 129): the grid and its CSV, one
 * violation with its history, photos and notices, and a comment (internal: the owner never sees it). The
 * board's decisions and the staff's changes are registered beside these by each side.
 */
export function violationSharedRoutes(side: ViolationSide): FastifyPluginAsyncZod {
  const base = violationsBase(side);
  const name = who[side];
  const errors = violationErrors;
  return async (app) => {
    const authorized = (
      request: Parameters<typeof principalOf>[0],
      associationId: number,
      action: 'read' | 'write',
    ) => authorizeBooks(app.db, principalOf(request), associationId, side, action);

    app.get(
      base,
      routeOptions('user', {
        summary: `${name}: the association's violations (open by default, awaiting the board, or all)`,
        params: associationParams,
        querystring: violationListQuerySchema,
        response: { 200: violationListSchema, ...errors },
      }),
      async (request) => {
        const { associationId } = request.params;
        await authorized(request, associationId, 'read');
        return { violations: await listViolations(app.db, { associationId, ...request.query }) };
      },
    );

    app.get(
      `${base}/Export`,
      routeOptions('user', {
        summary: `${name}: the violations of the chosen view as CSV`,
        params: associationParams,
        querystring: violationListQuerySchema,
        response: {
          200: csvResponse(),
          ...errors,
        },
      }),
      async (request, reply) => {
        const { associationId } = request.params;
        await authorized(request, associationId, 'read');
        const rows = await listViolations(app.db, { associationId, ...request.query });
        const day = app.clock.now().toISOString().slice(0, 10);
        return sendCsv(reply, `violations-${request.query.view}-${day}.csv`, violationsCsv(rows));
      },
    );

    app.get(
      `${base}/:violationId`,
      routeOptions('user', {
        summary: `${name}: one violation with its history, escalations, photos and notices`,
        params: violationParams,
        response: { 200: violationDetailSchema, ...errors },
      }),
      async (request) => {
        const { associationId, violationId } = request.params;
        await authorized(request, associationId, 'read');
        return violationDetail(app.db, side, associationId, violationId);
      },
    );

    app.get(
      `${base}/:violationId/Photos/:photoId`,
      routeOptions('user', {
        summary: `${name}: a photo of a violation`,
        params: violationParams.extend({ photoId: recordIdParam }),
        response: { 200: photoResponse, ...errors },
      }),
      async (request, reply) => {
        const { associationId, violationId, photoId } = request.params;
        await authorized(request, associationId, 'read');
        await violationDetail(app.db, side, associationId, violationId);
        return sendPhoto(app.db, reply, violationId, photoId);
      },
    );

    app.get(
      `${base}/:violationId/Notices/:eventId`,
      routeOptions('user', {
        summary: `${name}: a notice letter sent to the owner (PDF)`,
        params: violationParams.extend({ eventId: recordIdParam }),
        response: { 200: noticeResponse, ...errors },
      }),
      async (request, reply) => {
        const { associationId, violationId, eventId } = request.params;
        await authorized(request, associationId, 'read');
        await violationDetail(app.db, side, associationId, violationId);
        return sendNotice(app.db, reply, violationId, eventId);
      },
    );

    app.post(
      `${base}/:violationId/Comments`,
      routeOptions('user', {
        summary: `${name}: comment on a violation (in its history, not shown to the owner)`,
        params: violationParams,
        body: violationCommentSchema,
        response: { 201: violationDetailSchema, ...errors },
      }),
      async (request, reply) => {
        const principal = principalOf(request);
        const { associationId, violationId } = request.params;
        await authorized(request, associationId, 'write');
        await addViolationNote(app.db, {
          action: boardActionOf(request, principal, app.clock.now()),
          associationId,
          violationId,
          role: side,
          body: request.body.body,
        });
        return reply.code(201).send(await violationDetail(app.db, side, associationId, violationId));
      },
    );
  };
}
