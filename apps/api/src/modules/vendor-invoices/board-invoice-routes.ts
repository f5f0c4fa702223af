import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  bulkApprovalResultSchema,
  bulkApprovalSchema,
  invoiceDecisionSchema,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceMessages,
} from '@hoa/contracts/vendor-invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { binaryBody, csvResponse, sendCsv } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { contentDisposition } from '../documents/content-disposition';
import { decideInvoice } from './decide-invoice';
import { approvalRulesOf, listInvoices, loadInvoice, readInvoiceFile } from './invoice-views';
import { invoicesCsv } from './invoices-csv';

const errors = errorResponses(400, 401, 403, 404, 409);
const associationParams = z.object({ associationId: recordIdParam });
const invoiceParams = associationParams.extend({ invoiceId: recordIdParam });
const base = '/Board/Associations/:associationId/Invoices';

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: invoiceMessages.notFound });

/**
 * The board's vendor invoices (issue 17, ADR 124): those awaiting approval and the history, one with its
 * decisions and the vendor's recent invoices, its PDF, a CSV export, and Approve / Reject (one or many).
 */
export const boardInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    routeOptions('user', {
      summary:
        'Board: invoices awaiting approval (or the approved, paid, rejected history), with duplicates flagged',
      params: associationParams,
      querystring: invoiceListQuerySchema,
      response: { 200: invoiceListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'read');
      const [invoices, rules] = await Promise.all([
        listInvoices(app.db, { associationId, status: request.query.status, viewerId: principal.userId }),
        approvalRulesOf(app.db, associationId),
      ]);
      return { invoices, rules };
    },
  );

  app.get(
    `${base}/Export`,
    routeOptions('user', {
      summary: 'Board: the invoices of a status as CSV',
      params: associationParams,
      querystring: invoiceListQuerySchema,
      response: {
        200: csvResponse(),
        ...errors,
      },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'read');
      const { status } = request.query;
      const invoices = await listInvoices(app.db, { associationId, status, viewerId: principal.userId });
      const day = app.clock.now().toISOString().slice(0, 10);
      return sendCsv(reply, `invoices-${status}-${day}.csv`, invoicesCsv(invoices));
    },
  );

  app.get(
    `${base}/:invoiceId`,
    routeOptions('user', {
      summary: "Board: one invoice with the board's decisions and the vendor's recent invoices",
      params: invoiceParams,
      response: { 200: invoiceDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, invoiceId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'read');
      const detail = await loadInvoice(app.db, associationId, invoiceId, principal.userId);
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(
    `${base}/:invoiceId/File`,
    routeOptions('user', {
      summary: "Board: the invoice's PDF (inline, or as a download with ?download=true)",
      params: invoiceParams,
      querystring: z.object({ download: z.enum(['true', 'false']).default('false') }),
      response: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: binaryBody } } },
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId, invoiceId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board', 'read');
      const file = await readInvoiceFile(app.db, associationId, invoiceId);
      if (!file) throw notFound();
      const kind = request.query.download === 'true' ? 'attachment' : 'inline';
      return reply
        .header('content-disposition', contentDisposition(kind, file.fileName))
        .header('cache-control', 'private, no-store')
        .type(file.contentType)
        .send(file.content);
    },
  );

  app.post(
    `${base}/:invoiceId/Decision`,
    routeOptions('user', {
      summary:
        'Board: approve or reject an invoice (a rejection needs a note); the last approval the rules need posts it to accounts payable',
      params: invoiceParams,
      body: invoiceDecisionSchema,
      response: { 200: invoiceDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, invoiceId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'write');
      await decideInvoice(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        invoiceId,
        ...request.body,
      });
      const detail = await loadInvoice(app.db, associationId, invoiceId, principal.userId);
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.post(
    `${base}/Approve`,
    routeOptions('user', {
      summary: 'Board: approve several invoices; each is decided on its own and answered in the results',
      params: associationParams,
      body: bulkApprovalSchema,
      response: { 200: bulkApprovalResultSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'board', 'write');
      const action = boardActionOf(request, principal, app.clock.now());
      const results = [];
      for (const invoiceId of [...new Set(request.body.invoiceIds)]) {
        try {
          const { status } = await decideInvoice(app.db, {
            action,
            associationId,
            invoiceId,
            decision: 'approve',
            note: request.body.note,
          });
          const message = status === 'approved' ? 'Approved.' : 'Your approval is recorded.';
          results.push({ invoiceId, ok: true, status, message });
        } catch (error) {
          if (!isAppError(error)) throw error;
          results.push({ invoiceId, ok: false, status: null, message: error.detail ?? error.message });
        }
      }
      return { results };
    },
  );
};
