import { useSessionValue } from '../session/session-store';

type UserId = number | null;

/** Query keys of the staff area; each starts with the staff user (no cache shared across sign-ins). */
export const staffKeys = {
  user: (userId: UserId) => ['staff', userId] as const,
  conversations: (userId: UserId) => [...staffKeys.user(userId), 'conversations'] as const,
  conversationList: (userId: UserId, query: object) =>
    [...staffKeys.conversations(userId), 'list', query] as const,
  conversation: (userId: UserId, id: number) => [...staffKeys.conversations(userId), 'detail', id] as const,
  requests: (userId: UserId) => [...staffKeys.user(userId), 'requests'] as const,
  requestList: (userId: UserId, query: object) => [...staffKeys.requests(userId), 'list', query] as const,
  request: (userId: UserId, id: number) => [...staffKeys.requests(userId), 'detail', id] as const,
};

export const useStaffUserId = () => useSessionValue((s) => (s.isLoggedIn ? s.userId : null));
