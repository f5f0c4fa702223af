import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** Query keys of the staff area, under [userId, 'staff']. */
export const staffKeys = {
  user: (userId: UserId) => queryKey(userId, 'staff'),
  conversations: (userId: UserId) => [...staffKeys.user(userId), 'conversations'] as const,
  conversationList: (userId: UserId, query: object) =>
    [...staffKeys.conversations(userId), 'list', query] as const,
  conversation: (userId: UserId, id: number) => [...staffKeys.conversations(userId), 'detail', id] as const,
  requests: (userId: UserId) => [...staffKeys.user(userId), 'requests'] as const,
  requestList: (userId: UserId, query: object) => [...staffKeys.requests(userId), 'list', query] as const,
  request: (userId: UserId, id: number) => [...staffKeys.requests(userId), 'detail', id] as const,
  homeowners: (userId: UserId, query: object) => [...staffKeys.user(userId), 'homeowners', query] as const,
};
