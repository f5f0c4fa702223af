import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  approvalRulesSchema,
  dueNotBeforeInvoice,
  invoiceDetailSchema,
  invoiceEntryObject,
  invoiceFileMaxBytes,
  invoiceListSchema,
  invoiceMessages,
  invoicePaymentSchema,
  vendorFormSchema,
  vendorListSchema,
  vendorSchema,
} from '@hoa/contracts/vendor-invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { formFileSchema, registerFormFiles } from '../../plugins/form-files';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { recordInvoicePayment } from './decide-invoice';
import { approvalRulesOf, listInvoices, loadInvoice } from './invoice-views';
import {
  checkPdf,
  createVendor,
  enterInvoice,
  listVendors,
  saveApprovalRules,
  updateVendor,
} from './staff-books-entry';

const errors = errorResponses(400, 401, 403, 404, 409);
const associationParams = z.object({ associationId: recordIdParam });
const vendorParams = associationParams.extend({ vendorId: recordIdParam });
const invoiceParams = associationParams.extend({ invoiceId: recordIdParam });
const base = '/Staff/Associations/:associationId';

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: invoiceMessages.notFound });

/**
 * What staff enter about an association's vendors (issue 17, ADR 124): vendors, invoices with their PDF
 * (form data), the payment of an approved invoice, and how many board approvals an invoice needs.
 */
export const staffInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerFormFiles(app, { fileSize: invoiceFileMaxBytes, files: 1, fields: 8, fieldSize: 4096 });

  app.get(
    `${base}/Vendors`,
    routeOptions('user', {
      summary: "Staff: the association's vendors and its expense accounts",
      params: associationParams,
      response: { 200: vendorListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'read');
      return listVendors(app.db, associationId);
    },
  );

  app.post(
    `${base}/Vendors`,
    routeOptions('user', {
      summary: 'Staff: add a vendor (its name unique in the association, whatever the case)',
      params: associationParams,
      body: vendorFormSchema,
      response: { 201: vendorSchema, ...errors },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'write');
      return reply.code(201).send(await createVendor(app.db, associationId, request.body));
    },
  );

  app.put(
    `${base}/Vendors/:vendorId`,
    routeOptions('user', {
      summary: "Staff: change a vendor's name, e-mail or phone",
      params: vendorParams,
      body: vendorFormSchema,
      response: { 200: vendorSchema, ...errors },
    }),
    async (request) => {
      const { associationId, vendorId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'write');
      return updateVendor(app.db, associationId, vendorId, request.body);
    },
  );

  app.get(
    `${base}/VendorInvoices`,
    routeOptions('user', {
      summary: "Staff: the association's vendor invoices with their status (newest first)",
      params: associationParams,
      response: { 200: invoiceListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'read');
      const [invoices, rules] = await Promise.all([
        listInvoices(app.db, { associationId, status: 'all', viewerId: null }),
        approvalRulesOf(app.db, associationId),
      ]);
      return { invoices, rules };
    },
  );

  app.post(
    `${base}/VendorInvoices`,
    routeOptions('user', {
      summary:
        'Staff: enter a vendor invoice (form data: vendorId, invoiceNumber, amount in cents, glAccountId, invoiceDate, dueDate, description, file: the PDF)',
      consumes: ['multipart/form-data'],
      params: associationParams,
      body: invoiceEntryObject
        .extend({ file: formFileSchema.optional().describe('The invoice as a PDF, at most 10 MB') })
        .strict()
        .superRefine(dueNotBeforeInvoice),
      response: { 201: invoiceDetailSchema, ...errors, ...errorResponses(413, 415) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const { file, ...fields } = request.body;
      const pdf = await checkPdf(file);
      const id = await enterInvoice(app.db, {
        associationId,
        userId: principal.userId,
        now: app.clock.now(),
        fields,
        file: pdf,
      });
      const detail = await loadInvoice(app.db, associationId, id, null);
      if (!detail) throw notFound();
      return reply.code(201).send(detail);
    },
  );

  app.post(
    `${base}/VendorInvoices/:invoiceId/Payment`,
    routeOptions('user', {
      summary:
        'Staff: record the payment of an approved invoice (paid on, check number); posts it from operating cash',
      params: invoiceParams,
      body: invoicePaymentSchema,
      response: { 200: invoiceDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, invoiceId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'write');
      await recordInvoicePayment(app.db, {
        associationId,
        invoiceId,
        ...request.body,
        now: app.clock.now(),
      });
      const detail = await loadInvoice(app.db, associationId, invoiceId, null);
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(
    `${base}/InvoiceApprovalRules`,
    routeOptions('user', {
      summary: 'Staff: how many board approvals an invoice of the association needs',
      params: associationParams,
      response: { 200: approvalRulesSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'read');
      return approvalRulesOf(app.db, associationId);
    },
  );

  app.put(
    `${base}/InvoiceApprovalRules`,
    routeOptions('user', {
      summary: 'Staff: set the approvals an invoice needs, and more above an amount (cents)',
      params: associationParams,
      body: approvalRulesSchema,
      response: { 200: approvalRulesSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'write');
      await saveApprovalRules(app.db, associationId, request.body);
      return approvalRulesOf(app.db, associationId);
    },
  );
};
