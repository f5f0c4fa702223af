import { type KeyOwner, queryKey } from '../../lib/query-keys';

/** Query keys of the rules assistant's reads, under [userId, 'assistant']. */
export const assistantKeys = {
  all: (userId: KeyOwner) => queryKey(userId, 'assistant'),
  threads: (userId: KeyOwner, associationId: number) =>
    [...assistantKeys.all(userId), 'threads', associationId] as const,
  thread: (userId: KeyOwner, threadId: number) => [...assistantKeys.all(userId), 'thread', threadId] as const,
  starters: (userId: KeyOwner, associationId: number) =>
    [...assistantKeys.all(userId), 'starters', associationId] as const,
  unanswered: (userId: KeyOwner, limit: number) =>
    [...assistantKeys.all(userId), 'unanswered', limit] as const,
};

export const associationAssistantPath = (associationId: number) => `/Associations/${associationId}/Assistant`;
