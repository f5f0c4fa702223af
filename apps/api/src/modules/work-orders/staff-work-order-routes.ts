import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  actualCostSchema,
  estimateSchema,
  fromRequestSchema,
  staffWorkOrderOptionsSchema,
  thresholdSchema,
  workOrderDetailSchema,
  workOrderFormSchema,
  workOrderIdParams,
  workOrderPhotoRules,
  workOrderStatusChangeSchema,
} from '@hoa/contracts/work-orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { formFileSchema, registerFormFiles } from '../../plugins/form-files';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { detailOrNotFound, workOrderReadRoutes } from './board-work-order-routes';
import {
  changeStatus,
  createWorkOrder,
  setActualCost,
  setEstimate,
  setThreshold,
  updateWorkOrder,
  workOrderFromRequest,
} from './work-order-changes';
import { addPhoto } from './work-order-notes';
import { staffWorkOrderOptions, thresholdOf } from './work-order-views';

const errors = errorResponses(400, 401, 403, 404, 409);
const associationParams = z.object({ associationId: recordIdParam });
const base = '/Staff/Associations/:associationId/WorkOrders';

/**
 * What staff of the managing company do with work orders (issue 18, ADR 130): create and update them,
 * set the estimate (above the threshold it waits for the board) and actual cost, move the status,
 * upload photos (form data, checked by content), set the threshold, and turn a homeowner's general
 * request into a work order. Every write is in the audit trail.
 */
export const staffWorkOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormFiles(app, {
    fileSize: workOrderPhotoRules.maxBytes,
    files: 1,
    fields: 2,
    fieldSize: 1024,
  });
  workOrderReadRoutes(app, 'staff');

  const staffWrite = async (request: FastifyRequest, associationId: number) => {
    const principal = principalOf(request);
    await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
    return boardActionOf(request, principal, app.clock.now());
  };

  app.get(
    '/Staff/Associations/:associationId/WorkOrderOptions',
    routeOptions('user', {
      summary:
        "Staff: what a work order chooses from (the association's vendors and properties, general requests without a work order) and the threshold",
      params: associationParams,
      response: { 200: staffWorkOrderOptionsSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'read');
      return staffWorkOrderOptions(app.db, associationId);
    },
  );

  app.post(
    base,
    routeOptions('user', {
      summary:
        'Staff: open a work order (a common area or a property of the association, a vendor, a priority)',
      params: associationParams,
      body: workOrderFormSchema,
      response: { 201: workOrderDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      const action = await staffWrite(request, associationId);
      const id = await createWorkOrder(app.db, { action, associationId, fields: request.body });
      return reply.code(201).send(await detailOrNotFound(app, associationId, id));
    },
  );

  app.post(
    `${base}/FromRequest`,
    routeOptions('user', {
      summary:
        "Staff: turn a homeowner's general (maintenance) request into a work order at its property; the request keeps the link",
      params: associationParams,
      body: fromRequestSchema,
      response: { 201: workOrderDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      const action = await staffWrite(request, associationId);
      const id = await workOrderFromRequest(app.db, { action, associationId, ...request.body });
      return reply.code(201).send(await detailOrNotFound(app, associationId, id));
    },
  );

  app.put(
    `${base}/:workOrderId`,
    routeOptions('user', {
      summary: "Staff: change a work order's title, description, location, vendor or priority",
      params: workOrderIdParams,
      body: workOrderFormSchema,
      response: { 200: workOrderDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, workOrderId } = request.params;
      const action = await staffWrite(request, associationId);
      await updateWorkOrder(app.db, { action, associationId, workOrderId, fields: request.body });
      return detailOrNotFound(app, associationId, workOrderId);
    },
  );

  app.put(
    `${base}/:workOrderId/Estimate`,
    routeOptions('user', {
      summary:
        "Staff: set the estimate (cents); above the association's threshold it awaits the board, otherwise it is approved",
      params: workOrderIdParams,
      body: estimateSchema,
      response: { 200: workOrderDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, workOrderId } = request.params;
      const action = await staffWrite(request, associationId);
      await setEstimate(app.db, { action, associationId, workOrderId, ...request.body });
      return detailOrNotFound(app, associationId, workOrderId);
    },
  );

  app.put(
    `${base}/:workOrderId/ActualCost`,
    routeOptions('user', {
      summary: 'Staff: enter the actual cost (cents) of work in progress or completed',
      params: workOrderIdParams,
      body: actualCostSchema,
      response: { 200: workOrderDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, workOrderId } = request.params;
      const action = await staffWrite(request, associationId);
      await setActualCost(app.db, { action, associationId, workOrderId, ...request.body });
      return detailOrNotFound(app, associationId, workOrderId);
    },
  );

  app.post(
    `${base}/:workOrderId/Status`,
    routeOptions('user', {
      summary: 'Staff: start, complete or cancel a work order (forward only; added to its history)',
      params: workOrderIdParams,
      body: workOrderStatusChangeSchema,
      response: { 200: workOrderDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, workOrderId } = request.params;
      const action = await staffWrite(request, associationId);
      await changeStatus(app.db, { action, associationId, workOrderId, ...request.body });
      return detailOrNotFound(app, associationId, workOrderId);
    },
  );

  app.post(
    `${base}/:workOrderId/Photos`,
    routeOptions('user', {
      summary: 'Staff: add a photo (form data: file, a PNG or JPEG of at most 10 MB, checked by its content)',
      consumes: ['multipart/form-data'],
      params: workOrderIdParams,
      body: z.object({ file: formFileSchema.optional().describe('The photo, PNG or JPEG') }).strict(),
      response: { 201: workOrderDetailSchema, ...errors, ...errorResponses(413, 415) },
    }),
    async (request, reply) => {
      const { associationId, workOrderId } = request.params;
      const action = await staffWrite(request, associationId);
      await addPhoto(app.db, { action, associationId, workOrderId, file: request.body.file });
      return reply.code(201).send(await detailOrNotFound(app, associationId, workOrderId));
    },
  );

  app.get(
    '/Staff/Associations/:associationId/WorkOrderSettings',
    routeOptions('user', {
      summary: "Staff: the association's estimate approval threshold (cents)",
      params: associationParams,
      response: { 200: thresholdSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'read');
      return { estimateApprovalThreshold: await thresholdOf(app.db, associationId) };
    },
  );

  app.put(
    '/Staff/Associations/:associationId/WorkOrderSettings',
    routeOptions('user', {
      summary: 'Staff: set the estimate approval threshold (cents): an estimate above it needs the board',
      params: associationParams,
      body: thresholdSchema,
      response: { 200: thresholdSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      const action = await staffWrite(request, associationId);
      await setThreshold(app.db, {
        action,
        associationId,
        threshold: request.body.estimateApprovalThreshold,
      });
      return { estimateApprovalThreshold: await thresholdOf(app.db, associationId) };
    },
  );
};
