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
import type { z } from 'zod';
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

/** Whose books a report reads, and when it is made ("today" when no day is asked for). */
interface ReportContext {
  associationId: number;
  now: Date;
}

/**
 * The board's reports on its association's books (issue 17): each report as JSON for the page and as
 * a PDF or CSV download, and the journal lines behind any figure. Board members of the association
 * only (the associationBooks policy, board side): 404 outside it, 403 for a member without a board role.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const authorized = async (
    request: FastifyRequest & { params: { associationId: number } },
  ): Promise<ReportContext> => {
    const { associationId } = request.params;
    await authorizeBooks(app.db, principalOf(request), associationId, 'board');
    return { associationId, now: app.clock.now() };
  };

  async function sendFile(
    reply: FastifyReply,
    document: ReportDocument,
    format: ReportFileFormat,
    context: ReportContext,
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

  /** One report: its page's JSON at `path`, and the same report as a PDF or CSV at `path/Export`. */
  function report<Query extends Record<string, unknown>, Report>(spec: {
    path: string;
    summary: string;
    name: string;
    query: z.ZodType<Query>;
    exportQuery: z.ZodType<Query & { format: ReportFileFormat }>;
    response: z.ZodType<Report>;
    build: (context: ReportContext & Query) => Promise<Report>;
    document: (report: Report) => ReportDocument;
  }) {
    app.get(
      `${base}/${spec.path}`,
      routeOptions('user', {
        summary: `Board: ${spec.summary}`,
        params: reportParamsSchema,
        querystring: spec.query,
        // erased to its base type: the provider cannot resolve a generic schema (the answer is still checked)
        response: { 200: spec.response as z.ZodType, ...errors },
      }),
      async (request) => spec.build({ ...(await authorized(request)), ...(request.query as Query) }),
    );
    app.get(
      `${base}/${spec.path}/Export`,
      routeOptions('user', {
        summary: `Board: the ${spec.name} as a PDF or CSV file`,
        params: reportParamsSchema,
        querystring: spec.exportQuery,
        response: fileResponse,
      }),
      async (request, reply) => {
        const context = await authorized(request);
        const { format, ...query } = request.query as Query & { format: ReportFileFormat };
        const built = await spec.build({ ...context, ...(query as unknown as Query) });
        return sendFile(reply, spec.document(built), format, context);
      },
    );
  }

  report({
    path: 'BalanceSheet',
    summary: "the association's balance sheet as of a day, from its books",
    name: 'balance sheet',
    query: asOfQuerySchema,
    exportQuery: asOfExportQuerySchema,
    response: balanceSheetSchema,
    build: (args) => buildBalanceSheet(app.db, args),
    document: balanceSheetDocument,
  });
  report({
    path: 'IncomeStatement',
    summary: 'income and expense for a period against the prorated budget',
    name: 'income statement',
    query: periodQuerySchema,
    exportQuery: periodExportQuerySchema,
    response: incomeStatementSchema,
    build: (args) => buildIncomeStatement(app.db, args),
    document: incomeStatementDocument,
  });
  report({
    path: 'Delinquency',
    summary: 'homeowner accounts with unpaid charges as of a day, by aging bucket',
    name: 'delinquency report',
    query: asOfQuerySchema,
    exportQuery: asOfExportQuerySchema,
    response: delinquencyReportSchema,
    build: (args) => buildDelinquencyReport(app.db, args),
    document: delinquencyDocument,
  });
  report({
    path: 'CashActivity',
    summary: 'each cash account over a period: opening, money in and out by kind, closing',
    name: 'cash activity',
    query: periodQuerySchema,
    exportQuery: periodExportQuerySchema,
    response: cashActivitySchema,
    build: (args) => buildCashActivity(app.db, args),
    document: cashActivityDocument,
  });

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
