import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** Query keys of the staff area, under [userId, 'staff']. */
export const staffKeys = {
  user: (userId: UserId) => queryKey(userId, 'staff'),
  homeowners: (userId: UserId, query: object) => [...staffKeys.user(userId), 'homeowners', query] as const,
  auditLog: (userId: UserId, query: object) => [...staffKeys.user(userId), 'audit-log', query] as const,
};
