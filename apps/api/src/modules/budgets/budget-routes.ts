import { associationParams } from '@hoa/contracts/bank-accounts';
import {
  budgetFormSchema,
  budgetParams,
  budgetSchema,
  expenseAccountFormSchema,
  expenseAccountListSchema,
  expenseAccountParams,
  expenseAccountSchema,
} from '@hoa/contracts/budgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import {
  createExpenseAccount,
  listExpenseAccounts,
  loadBudget,
  renameExpenseAccount,
  saveBudget,
} from './budget-store';

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * Staff enter an association's expense accounts and its annual budget per account (issue 17, ADR 126).
 * Staff of the managing company only; another company's association is 404.
 */
export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/Associations/:associationId/ExpenseAccounts',
    routeOptions('staff', {
      summary: "Staff: the association's own expense accounts, by name",
      params: associationParams,
      response: { 200: expenseAccountListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff');
      return { items: await listExpenseAccounts(app.db, associationId) };
    },
  );

  app.post(
    '/Staff/Associations/:associationId/ExpenseAccounts',
    routeOptions('staff', {
      summary: 'Staff: add an expense account (its code, expense_<name>, is made from the name)',
      params: associationParams,
      body: expenseAccountFormSchema,
      response: { 201: expenseAccountSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const action = boardActionOf(request, principal, app.clock.now());
      const created = await createExpenseAccount(app.db, action, associationId, request.body.name);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/Staff/Associations/:associationId/ExpenseAccounts/:accountId',
    routeOptions('staff', {
      summary: 'Staff: rename an expense account (its code stays)',
      params: expenseAccountParams,
      body: expenseAccountFormSchema,
      response: { 200: expenseAccountSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, accountId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const action = boardActionOf(request, principal, app.clock.now());
      return renameExpenseAccount(app.db, action, associationId, accountId, request.body.name);
    },
  );

  app.get(
    '/Staff/Associations/:associationId/Budgets/:fiscalYear',
    routeOptions('staff', {
      summary: "Staff: a year's budget, every income and expense account with its amount",
      params: budgetParams,
      response: { 200: budgetSchema, ...errors },
    }),
    async (request) => {
      const { associationId, fiscalYear } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff');
      return loadBudget(app.db, associationId, fiscalYear);
    },
  );

  app.put(
    '/Staff/Associations/:associationId/Budgets/:fiscalYear',
    routeOptions('staff', {
      summary: "Staff: set a year's budget as a table (each line's amount in cents; null removes it)",
      params: budgetParams,
      body: budgetFormSchema,
      response: { 200: budgetSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, fiscalYear } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const action = boardActionOf(request, principal, app.clock.now());
      return saveBudget(app.db, action, associationId, fiscalYear, request.body);
    },
  );
};
