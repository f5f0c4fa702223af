import {
  associationParams,
  bankAccountChangeSchema,
  bankAccountFormSchema,
  bankAccountListSchema,
  bankAccountParams,
  reconciliationListSchema,
  staffAssociationListSchema,
  statementBalanceChangeSchema,
  statementBalanceFormSchema,
  statementBalanceParams,
} from '@hoa/contracts/bank-accounts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { associations } from '../../db/schema/associations';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { listBankAccounts, loadBankAccount, reconciliationOf } from './bank-account-reads';
import {
  addStatementBalance,
  createBankAccount,
  replaceStatementBalance,
  updateBankAccount,
} from './bank-account-writes';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * What staff enter about an association's bank accounts (issue 17, ADR 126): the accounts (last four
 * digits only) and their statement balances, each write in the audit trail. Staff of the company that
 * manages the association only; another company's association is 404.
 */
export const staffBankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/Associations',
    routeOptions('staff', {
      summary: "Staff: the associations your company manages (the staff money pages' picker)",
      response: { 200: staffAssociationListSchema, ...errorResponses(401, 403) },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, { action: 'read', resource: { type: 'staffArea' } });
      const items = await app.db
        .select({ id: associations.id, name: associations.name })
        .from(associations)
        .where(eq(associations.managementCompanyId, principal.managementCompanyId))
        .orderBy(asc(associations.name), asc(associations.id));
      return { items };
    },
  );

  app.get(
    '/Staff/Associations/:associationId/BankAccounts',
    routeOptions('staff', {
      summary: "Staff: the association's bank accounts with their balances from the books",
      params: associationParams,
      response: { 200: bankAccountListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff');
      return { items: await listBankAccounts(app.db, associationId) };
    },
  );

  app.post(
    '/Staff/Associations/:associationId/BankAccounts',
    routeOptions('staff', {
      summary: 'Staff: add the bank account of the operating or reserve cash (last four digits only)',
      params: associationParams,
      body: bankAccountFormSchema,
      response: { 201: bankAccountListSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const action = boardActionOf(request, principal, app.clock.now());
      await createBankAccount(app.db, action, associationId, request.body);
      return reply.code(201).send({ items: await listBankAccounts(app.db, associationId) });
    },
  );

  app.patch(
    '/Staff/Associations/:associationId/BankAccounts/:bankAccountId',
    routeOptions('staff', {
      summary: "Staff: change a bank account's name, bank, last four digits or type (its fund stays)",
      params: bankAccountParams,
      body: bankAccountChangeSchema,
      response: { 200: bankAccountListSchema, ...writeErrors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, bankAccountId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const action = boardActionOf(request, principal, app.clock.now());
      await updateBankAccount(app.db, action, associationId, bankAccountId, request.body);
      return { items: await listBankAccounts(app.db, associationId) };
    },
  );

  app.get(
    '/Staff/Associations/:associationId/BankAccounts/:bankAccountId/StatementBalances',
    routeOptions('staff', {
      summary: "Staff: a bank account's statement balances, newest first, against the books",
      params: bankAccountParams,
      response: { 200: reconciliationListSchema, ...errors },
    }),
    async (request) => {
      const { associationId, bankAccountId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff');
      const account = await loadBankAccount(app.db, associationId, bankAccountId);
      return { bankAccountId, items: await reconciliationOf(app.db, account) };
    },
  );

  app.post(
    '/Staff/Associations/:associationId/BankAccounts/:bankAccountId/StatementBalances',
    routeOptions('staff', {
      summary:
        'Staff: enter a statement balance for a date (409 when that date has one: replace it with PUT)',
      params: bankAccountParams,
      body: statementBalanceFormSchema,
      response: { 201: reconciliationListSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, bankAccountId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const account = await loadBankAccount(app.db, associationId, bankAccountId);
      await addStatementBalance(
        app.db,
        boardActionOf(request, principal, app.clock.now()),
        account,
        request.body,
      );
      return reply.code(201).send({ bankAccountId, items: await reconciliationOf(app.db, account) });
    },
  );

  app.put(
    '/Staff/Associations/:associationId/BankAccounts/:bankAccountId/StatementBalances/:statementDate',
    routeOptions('staff', {
      summary: "Staff: replace the balance of a date's statement (404 when the date has none)",
      params: statementBalanceParams,
      body: statementBalanceChangeSchema,
      response: { 200: reconciliationListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, bankAccountId, statementDate } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const account = await loadBankAccount(app.db, associationId, bankAccountId);
      const action = boardActionOf(request, principal, app.clock.now());
      await replaceStatementBalance(app.db, action, account, { statementDate, ...request.body });
      return { bankAccountId, items: await reconciliationOf(app.db, account) };
    },
  );
};
