import {
  accountLinesQuerySchema,
  accountLinesSchema,
  asOfExportQuerySchema,
  asOfQuerySchema,
  balanceSheetSchema,
  cashActivitySchema,
  delinquencyReportSchema,
  incomeStatementSchema,
  periodExportQuerySchema,
  periodQuerySchema,
  type ReportFileFormat,
  reportParamsSchema,
} from '@hoa/contracts/association-reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { binaryBody } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { listAccountLines } from './account-lines';
import { buildBalanceSheet } from './balance-sheet';
import { buildCashActivity } from './cash-activity';
import { buildDelinquencyReport } from './delinquency-report';
import { buildIncomeStatement } from './income-statement';
import { reportAssociation } from './report-books';
import { reportCsv } from './report-csv';
import {
  balanceSheetDocument,
  cashActivityDocument,
  delinquencyDocument,
  incomeStatementDocument,
  type ReportDocument,
} from './report-document';
import { renderReportPdf } from './report-pdf';

const errors = errorResponses(400, 401, 403, 404);
const fileResponse = {
  200: {
    description: 'The report file (Content-Disposition: attachment)',
    content: { 'application/pdf': { schema: binaryBody }, 'text/csv': { schema: binaryBody } },
  },
  ...errors,
};
const base = '/Board/Associations/:associationId/Reports';

/**
 * The board's reports on its association's books (issue 17): each report as JSON for the page and as
 * a PDF or CSV download, and the journal lines behind any figure. Board members of the association
 * only (the associationBooks policy, board side): 404 outside it, 403 for a member without a board role.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const authorized = async (request: FastifyRequest & { params: { associationId: number } }) => {
    const { associationId } = request.params;
    await authorizeBooks(app.db, principalOf(request), associationId, 'board');
    return { associationId, now: app.clock.now() };
  };

  async function sendFile(
    reply: FastifyReply,
    document: ReportDocument,
    format: ReportFileFormat,
    context: { associationId: number; now: Date },
  ) {
    reply
      .header('content-disposition', `attachment; filename="${document.fileName}.${format}"`)
      .header('cache-control', 'private, no-store');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(document));
    const { timeZone } = await reportAssociation(app.db, context.associationId, context.now);
    return reply
      .type('application/pdf')
      .send(await renderReportPdf(document, { generatedAt: context.now, timeZone }));
  }

  app.get(
    `${base}/BalanceSheet`,
    routeOptions('user', {
      summary: "Board: the association's balance sheet as of a day, from its books",
      params: reportParamsSchema,
      querystring: asOfQuerySchema,
      response: { 200: balanceSheetSchema, ...errors },
    }),
    async (request) =>
      buildBalanceSheet(app.db, { ...(await authorized(request)), asOf: request.query.asOf }),
  );
  app.get(
    `${base}/BalanceSheet/Export`,
    routeOptions('user', {
      summary: 'Board: the balance sheet as a PDF or CSV file',
      params: reportParamsSchema,
      querystring: asOfExportQuerySchema,
      response: fileResponse,
    }),
    async (request, reply) => {
      const context = await authorized(request);
      const report = await buildBalanceSheet(app.db, { ...context, asOf: request.query.asOf });
      return sendFile(reply, balanceSheetDocument(report), request.query.format, context);
    },
  );

  app.get(
    `${base}/IncomeStatement`,
    routeOptions('user', {
      summary: 'Board: income and expense for a period against the prorated budget',
      params: reportParamsSchema,
      querystring: periodQuerySchema,
      response: { 200: incomeStatementSchema, ...errors },
    }),
    async (request) => buildIncomeStatement(app.db, { ...(await authorized(request)), ...request.query }),
  );
  app.get(
    `${base}/IncomeStatement/Export`,
    routeOptions('user', {
      summary: 'Board: the income statement as a PDF or CSV file',
      params: reportParamsSchema,
      querystring: periodExportQuerySchema,
      response: fileResponse,
    }),
    async (request, reply) => {
      const context = await authorized(request);
      const { from, to, format } = request.query;
      const report = await buildIncomeStatement(app.db, { ...context, from, to });
      return sendFile(reply, incomeStatementDocument(report), format, context);
    },
  );

  app.get(
    `${base}/Delinquency`,
    routeOptions('user', {
      summary: 'Board: homeowner accounts with unpaid charges as of a day, by aging bucket',
      params: reportParamsSchema,
      querystring: asOfQuerySchema,
      response: { 200: delinquencyReportSchema, ...errors },
    }),
    async (request) =>
      buildDelinquencyReport(app.db, { ...(await authorized(request)), asOf: request.query.asOf }),
  );
  app.get(
    `${base}/Delinquency/Export`,
    routeOptions('user', {
      summary: 'Board: the delinquency report as a PDF or CSV file',
      params: reportParamsSchema,
      querystring: asOfExportQuerySchema,
      response: fileResponse,
    }),
    async (request, reply) => {
      const context = await authorized(request);
      const report = await buildDelinquencyReport(app.db, { ...context, asOf: request.query.asOf });
      return sendFile(reply, delinquencyDocument(report), request.query.format, context);
    },
  );

  app.get(
    `${base}/CashActivity`,
    routeOptions('user', {
      summary: 'Board: each cash account over a period: opening, money in and out by kind, closing',
      params: reportParamsSchema,
      querystring: periodQuerySchema,
      response: { 200: cashActivitySchema, ...errors },
    }),
    async (request) => buildCashActivity(app.db, { ...(await authorized(request)), ...request.query }),
  );
  app.get(
    `${base}/CashActivity/Export`,
    routeOptions('user', {
      summary: 'Board: the cash activity as a PDF or CSV file',
      params: reportParamsSchema,
      querystring: periodExportQuerySchema,
      response: fileResponse,
    }),
    async (request, reply) => {
      const context = await authorized(request);
      const { from, to, format } = request.query;
      const report = await buildCashActivity(app.db, { ...context, from, to });
      return sendFile(reply, cashActivityDocument(report), format, context);
    },
  );

  app.get(
    `${base}/AccountLines`,
    routeOptions('user', {
      summary: "Board: the journal lines behind a report's figure (one account, a period), oldest first",
      params: reportParamsSchema,
      querystring: accountLinesQuerySchema,
      response: { 200: accountLinesSchema, ...errors },
    }),
    async (request) => listAccountLines(app.db, { ...(await authorized(request)), ...request.query }),
  );
};
