import { ledgerExportQuerySchema } from '@hoa/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { renderStatementPdf } from '../statements/render-statement-pdf';
import { transactionHistoryCsv } from '../statements/transaction-history-csv';
import { buildStatementDocument } from './build-statement-document';

/** The file itself: Fastify sends a Buffer or string as it is, so this only types and documents it. */
const fileSchema = z
  .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string')
  .meta({
    type: 'string',
    format: 'binary',
  });

/** GET /Ledger/Export: a statement of one of your accounts as a PDF or CSV download. */
export const exportLedgerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Ledger/Export',
    routeOptions('user', {
      summary: 'Download a statement of one of your accounts (PDF, or the transaction history as CSV)',
      querystring: ledgerExportQuerySchema,
      response: {
        200: {
          description: 'The statement file (Content-Disposition: attachment)',
          content: { 'application/pdf': { schema: fileSchema }, 'text/csv': { schema: fileSchema } },
        },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request, reply) => {
      const { subLedgerId, statementType, duration, format } = request.query;
      const document = await buildStatementDocument(app.db, principalOf(request), {
        subLedgerId,
        statementType,
        duration,
        now: app.clock.now(),
        publicUrl: app.config.publicUrl,
      });
      const name = `${document.account.accountNumber}-${statementType}-${document.period.to}.${format}`;
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store');
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(transactionHistoryCsv(document.lines));
      }
      return reply.type('application/pdf').send(await renderStatementPdf(document));
    },
  );
};
