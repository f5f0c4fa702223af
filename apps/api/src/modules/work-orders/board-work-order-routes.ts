import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  estimateDecisionSchema,
  workOrderCommentSchema,
  workOrderDetailSchema,
  workOrderIdParams,
  workOrderListQuerySchema,
  workOrderListSchema,
  workOrderMessages,
} from '@hoa/contracts/work-orders';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { binaryBody, csvResponse, sendCsv } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { contentDisposition } from '../documents/content-disposition';
import { decideEstimate } from './work-order-changes';
import { addComment } from './work-order-notes';
import { listWorkOrders, loadWorkOrder, readWorkOrderPhoto, thresholdOf } from './work-order-views';
import { workOrdersCsv } from './work-orders-csv';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = errorResponses(400, 401, 403, 404, 409);
const associationParams = z.object({ associationId: recordIdParam });
const photoParams = workOrderIdParams.extend({ photoId: recordIdParam });

export const workOrderNotFound = () =>
  new AppError('NOT_FOUND', 'Not Found', { detail: workOrderMessages.notFound });

export async function detailOrNotFound(app: FastifyInstance, associationId: number, workOrderId: number) {
  const detail = await loadWorkOrder(app.db, associationId, workOrderId);
  if (!detail) throw workOrderNotFound();
  return detail;
}

/**
 * The reads both sides share (list, CSV, one work order, a photo) under `/{side}/Associations/…/WorkOrders`,
 * each authorized as that side of the association.
 */
export function workOrderReadRoutes(app: ZodApp, side: 'board' | 'staff') {
  const zapp = app;
  const base = `/${side === 'board' ? 'Board' : 'Staff'}/Associations/:associationId/WorkOrders`;
  const who = side === 'board' ? 'Board' : 'Staff';

  zapp.get(
    base,
    routeOptions('user', {
      summary: `${who}: the association's work orders (filter by status, priority, search) and the estimate approval threshold`,
      params: associationParams,
      querystring: workOrderListQuerySchema,
      response: { 200: workOrderListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
      const [workOrders, estimateApprovalThreshold] = await Promise.all([
        listWorkOrders(app.db, associationId, request.query),
        thresholdOf(app.db, associationId),
      ]);
      return { workOrders, estimateApprovalThreshold };
    },
  );

  zapp.get(
    `${base}/Export`,
    routeOptions('user', {
      summary: `${who}: the work orders of the filter as CSV`,
      params: associationParams,
      querystring: workOrderListQuerySchema,
      response: {
        200: csvResponse(),
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
      const orders = await listWorkOrders(app.db, associationId, request.query);
      const day = app.clock.now().toISOString().slice(0, 10);
      return sendCsv(reply, `work-orders-${day}.csv`, workOrdersCsv(orders));
    },
  );

  zapp.get(
    `${base}/:workOrderId`,
    routeOptions('user', {
      summary: `${who}: one work order with its history, messages, photos and the request it came from`,
      params: workOrderIdParams,
      response: { 200: workOrderDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, workOrderId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
      return detailOrNotFound(app, associationId, workOrderId);
    },
  );

  zapp.get(
    `${base}/:workOrderId/Photos/:photoId`,
    routeOptions('user', {
      summary: `${who}: a photo of the work order`,
      params: photoParams,
      response: {
        200: {
          description: 'The photo',
          content: { 'image/png': { schema: binaryBody }, 'image/jpeg': { schema: binaryBody } },
        },
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId, workOrderId, photoId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, side, 'read');
      const photo = await readWorkOrderPhoto(app.db, associationId, workOrderId, photoId);
      if (!photo) throw new AppError('NOT_FOUND', 'Not Found', { detail: workOrderMessages.photoNotFound });
      return reply
        .header('content-disposition', contentDisposition('inline', photo.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(photo.contentType)
        .send(photo.content);
    },
  );

  zapp.post(
    `${base}/:workOrderId/Messages`,
    routeOptions('user', {
      summary: `${who}: comment on the work order`,
      params: workOrderIdParams,
      body: workOrderCommentSchema,
      response: { 201: workOrderDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, workOrderId } = request.params;
      await authorizeBooks(app.db, principal, associationId, side, 'write');
      await addComment(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        workOrderId,
        role: side,
        body: request.body.body,
      });
      return reply.code(201).send(await detailOrNotFound(app, associationId, workOrderId));
    },
  );
}

/**
 * The board's work orders (issue 18, ADR 130): the grid, CSV, one with history, messages and photos,
 * comments, and the decision on an estimate above the association's threshold.
 */
export const boardWorkOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  workOrderReadRoutes(app, 'board');

  app.post(
    '/Board/Associations/:associationId/WorkOrders/:workOrderId/EstimateDecision',
    routeOptions('user', {
      summary:
        'Board: approve or refuse (with a note) the estimate awaiting the board; a refusal sends the work order back to open',
      params: workOrderIdParams,
      body: estimateDecisionSchema,
      response: { 200: workOrderDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, workOrderId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'write');
      await decideEstimate(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        workOrderId,
        ...request.body,
      });
      return detailOrNotFound(app, associationId, workOrderId);
    },
  );
};
