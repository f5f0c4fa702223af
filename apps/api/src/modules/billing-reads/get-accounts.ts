import { accountListSchema, accountQuerySchema } from '@hoa/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { listSubLedgers, toAccountDtos } from '../payments/sub-ledger-context';

/** GET /Account: the principal's sub-ledgers with their balances (session loading asks portalEnabled=true). */
export const getAccountsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Account',
    routeOptions('user', {
      summary: 'Your accounts (sub-ledgers) with their balances',
      querystring: accountQuerySchema,
      response: { 200: accountListSchema, ...errorResponses(400, 401) },
    }),
    async (request) => {
      const { portalEnabled, accountNumber } = request.query;
      const rows = await listSubLedgers(app.db, principalOf(request), {
        portalEnabled: portalEnabled === undefined ? undefined : portalEnabled === 'true',
        accountNumber,
      });
      return { accounts: await toAccountDtos(app.db, rows) };
    },
  );
};
