import {
  inspectionDetailSchema,
  inspectionListQuerySchema,
  inspectionListSchema,
  inspectionMessages,
} from '@hoa/contracts/inspections';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse, sendCsv } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { contentDisposition } from '../documents/content-disposition';
import { photoResponse } from '../violations/violation-files';
import { listInspections, loadInspection, readFindingPhoto } from './inspection-views';
import { inspectionsCsv } from './inspections-csv';

export const errors = errorResponses(400, 401, 403, 404, 409);
export const associationParams = z.object({ associationId: recordIdParam });
export const inspectionParams = associationParams.extend({ inspectionId: recordIdParam });
export const findingParams = inspectionParams.extend({ findingId: recordIdParam });

export const inspectionNotFound = () =>
  new AppError('NOT_FOUND', 'Not Found', { detail: inspectionMessages.notFound });

/** One inspection with its findings, or 404 when it is not the association's. */
export async function inspectionDetail(db: Db, associationId: number, inspectionId: number) {
  const found = await loadInspection(db, { associationId, inspectionId });
  if (!found) throw inspectionNotFound();
  return found;
}

export type InspectionSide = 'board' | 'staff';
const whoOf = (side: InspectionSide) => (side === 'board' ? 'Board' : 'Staff');

/**
 * What the board and staff both read (issue 18, ADR 132): the grid's rows, its CSV, one inspection with
 * its findings, a finding's photo. Board members of the association (`Board/…`) or staff of its
 * managing company (`Staff/…`), by the `associationBooks` policy.
 */
export const inspectionReadRoutes =
  (side: InspectionSide): FastifyPluginAsyncZod =>
  async (app) => {
    const who = whoOf(side);
    const base = `/${who}/Associations/:associationId/Inspections`;

    app.get(
      base,
      routeOptions('user', {
        summary: `${who}: the association's inspections (all, scheduled or completed), the latest first`,
        params: associationParams,
        querystring: inspectionListQuerySchema,
        response: { 200: inspectionListSchema, ...errors },
      }),
      async (request) => {
        const { associationId } = request.params;
        await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
        return { inspections: await listInspections(app.db, { associationId, ...request.query }) };
      },
    );

    app.get(
      `${base}/Export`,
      routeOptions('user', {
        summary: `${who}: the inspections of the chosen status as CSV`,
        params: associationParams,
        querystring: inspectionListQuerySchema,
        response: {
          200: csvResponse(),
          ...errors,
        },
      }),
      async (request, reply) => {
        const { associationId } = request.params;
        await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
        const rows = await listInspections(app.db, { associationId, ...request.query });
        const day = app.clock.now().toISOString().slice(0, 10);
        return sendCsv(reply, `inspections-${request.query.status}-${day}.csv`, inspectionsCsv(rows));
      },
    );

    app.get(
      `${base}/:inspectionId`,
      routeOptions('user', {
        summary: `${who}: one inspection with its properties and findings (photos, the violation each became)`,
        params: inspectionParams,
        response: { 200: inspectionDetailSchema, ...errors },
      }),
      async (request) => {
        const { associationId, inspectionId } = request.params;
        await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
        return inspectionDetail(app.db, associationId, inspectionId);
      },
    );

    app.get(
      `${base}/:inspectionId/Findings/:findingId/Photos/:photoId`,
      routeOptions('user', {
        summary: `${who}: a photo of an inspection finding`,
        params: findingParams.extend({ photoId: recordIdParam }),
        response: { 200: photoResponse, ...errors },
      }),
      async (request, reply) => {
        const { associationId } = request.params;
        await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
        const photo = await readFindingPhoto(app.db, request.params);
        if (!photo) {
          throw new AppError('NOT_FOUND', 'Not Found', { detail: inspectionMessages.photoNotFound });
        }
        return reply
          .header('content-disposition', contentDisposition('inline', photo.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .type(photo.contentType)
          .send(photo.content);
      },
    );
  };

/** The board's inspections: read only (staff record them and turn findings into violations). */
export const boardInspectionRoutes = inspectionReadRoutes('board');
