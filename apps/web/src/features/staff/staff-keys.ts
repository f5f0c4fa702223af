import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** Query keys of the staff area, under [userId, 'staff']. */
export const staffKeys = {
  user: (userId: UserId) => queryKey(userId, 'staff'),
  homeowners: (userId: UserId, query: object) => [...staffKeys.user(userId), 'homeowners', query] as const,
  auditLog: (userId: UserId, query: object) => [...staffKeys.user(userId), 'audit-log', query] as const,
  associations: (userId: UserId) => [...staffKeys.user(userId), 'associations'] as const,
  /** One association's books as staff keep them (vendors, invoices, rules, bank accounts, budgets). */
  books: (userId: UserId, associationId: number) =>
    [...staffKeys.user(userId), 'books', associationId] as const,
  bankAccounts: (userId: UserId, associationId: number) =>
    [...staffKeys.books(userId, associationId), 'bank-accounts'] as const,
  expenseAccounts: (userId: UserId, associationId: number) =>
    [...staffKeys.books(userId, associationId), 'expense-accounts'] as const,
  budget: (userId: UserId, key: { associationId: number; fiscalYear: number }) =>
    [...staffKeys.books(userId, key.associationId), 'budget', key.fiscalYear] as const,
  /** The association's delinquent accounts with their collection stages, one page of a search. */
  collections: (userId: UserId, query: { associationId: number }) =>
    [...staffKeys.books(userId, query.associationId), 'collections', query] as const,
  /** Every bank account's statement balances (a write to any account's books may change them). */
  statementBalances: (userId: UserId) => [...staffKeys.user(userId), 'statement-balances'] as const,
  statements: (userId: UserId, bankAccountId: number) =>
    [...staffKeys.statementBalances(userId), bankAccountId] as const,
  /** One association's board to-dos as staff see them (issue 18). */
  todos: (userId: UserId, associationId: number) =>
    [...staffKeys.books(userId, associationId), 'todos'] as const,
};
