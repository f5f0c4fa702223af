import { ledgerPageSchema, ledgerQuerySchema } from '@hoa/contracts/billing';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { ledgerPage } from './ledger-page';

/** GET /Ledger: a sub-ledger's lines, newest first, a page at a time, with running balances. */
export const getLedgerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Ledger',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Ledger of one of your accounts, newest first, with running balances (keyset pages)',
        querystring: ledgerQuerySchema,
        response: {
          200: ledgerPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ledgerPage(app.db, principalOf(request), request.query),
  );
};
