import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** Query keys of the staff area, under [userId, 'staff']. */
export const staffKeys = {
  user: (userId: UserId) => queryKey(userId, 'staff'),
  homeowners: (userId: UserId, query: object) => [...staffKeys.user(userId), 'homeowners', query] as const,
  auditLog: (userId: UserId, query: object) => [...staffKeys.user(userId), 'audit-log', query] as const,
  associations: (userId: UserId) => [...staffKeys.user(userId), 'associations'] as const,
  /** One association's books as staff keep them (vendors, invoices, rules). */
  books: (userId: UserId, associationId: number) =>
    [...staffKeys.user(userId), 'books', associationId] as const,
};
