import { ledgerPageSchema, ledgerQuerySchema } from '@hoa/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { ledgerPage } from './ledger-page';

/** GET /Ledger: a sub-ledger's lines, newest first, a page at a time, with running balances. */
export const getLedgerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Ledger',
    routeOptions('user', {
      summary: 'Ledger of one of your accounts, newest first, with running balances (keyset pages)',
      querystring: ledgerQuerySchema,
      response: {
        200: ledgerPageSchema,
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request) => ledgerPage(app.db, principalOf(request), request.query),
  );
};
