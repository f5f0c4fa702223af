import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** Query keys of conversations with the management company, under [userId, 'messages']: the homeowner's and the staff inbox. */
export const messageKeys = {
  user: (userId: UserId) => queryKey(userId, 'messages'),
  allConversations: (userId: UserId) => [...messageKeys.user(userId), 'mine'] as const,
  conversations: (userId: UserId, limit: number) =>
    [...messageKeys.allConversations(userId), { limit }] as const,
  conversation: (userId: UserId, id: number) => [...messageKeys.user(userId), 'conversation', id] as const,
  staffConversations: (userId: UserId) => [...messageKeys.user(userId), 'staff'] as const,
  staffConversationList: (userId: UserId, query: object) =>
    [...messageKeys.staffConversations(userId), 'list', query] as const,
  staffConversation: (userId: UserId, id: number) =>
    [...messageKeys.staffConversations(userId), 'detail', id] as const,
};
