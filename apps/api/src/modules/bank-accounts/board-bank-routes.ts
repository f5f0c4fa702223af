import {
  associationParams,
  bankAccountListSchema,
  bankAccountParams,
  reconciliationListSchema,
  registerPageSchema,
  registerQuerySchema,
  registerRangeSchema,
} from '@hoa/contracts/bank-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse, sendCsv } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import {
  listBankAccounts,
  loadBankAccount,
  reconciliationOf,
  registerLines,
  registerPage,
} from './bank-account-reads';
import { registerCsv } from './bank-register-csv';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The board's bank accounts (issue 17, ADR 126): each account with its balance from the books, its
 * register (keyset pages, running balances, CSV of a date range) and its reconciliation.
 */
export const boardBankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Board/Associations/:associationId/BankAccounts',
    routeOptions('user', {
      summary: "Board: the association's bank accounts, each with its balance from the books",
      params: associationParams,
      response: { 200: bankAccountListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      return { items: await listBankAccounts(app.db, associationId) };
    },
  );

  app.get(
    '/Board/Associations/:associationId/BankAccounts/:bankAccountId/Register',
    routeOptions('user', {
      summary: "Board: a bank account's register, newest first, with running balances (keyset pages)",
      params: bankAccountParams,
      querystring: registerQuerySchema,
      response: { 200: registerPageSchema, ...errors },
    }),
    async (request) => {
      const { associationId, bankAccountId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      const account = await loadBankAccount(app.db, associationId, bankAccountId);
      return registerPage(app.db, account, request.query);
    },
  );

  app.get(
    '/Board/Associations/:associationId/BankAccounts/:bankAccountId/Register/Export',
    routeOptions('user', {
      summary: "Board: a bank account's register over a date range as CSV (every line, not one page)",
      params: bankAccountParams,
      querystring: registerRangeSchema,
      response: {
        200: csvResponse('The register (Content-Disposition: attachment)'),
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId, bankAccountId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      const account = await loadBankAccount(app.db, associationId, bankAccountId);
      const lines = await registerLines(app.db, account, request.query);
      const { from, to } = request.query;
      const name = `bank-register-${account.lastFour}-${from ?? 'start'}-to-${to ?? 'today'}.csv`;
      return sendCsv(reply, name, registerCsv(lines));
    },
  );

  app.get(
    '/Board/Associations/:associationId/BankAccounts/:bankAccountId/Reconciliation',
    routeOptions('user', {
      summary: "Board: a bank account's statement balances against the books' balance on each date",
      params: bankAccountParams,
      response: { 200: reconciliationListSchema, ...errors },
    }),
    async (request) => {
      const { associationId, bankAccountId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      const account = await loadBankAccount(app.db, associationId, bankAccountId);
      return { bankAccountId, items: await reconciliationOf(app.db, account) };
    },
  );
};
