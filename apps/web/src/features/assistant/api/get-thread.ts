import { type Thread, threadSchema } from '@hoa/contracts/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import type { KeyOwner } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';

/** GET /Assistant/Threads/{id}: one conversation, its messages oldest first. */
export function getThread(threadId: number, signal?: AbortSignal): Promise<Thread> {
  return callChecked(associationsClient, `/Assistant/Threads/${threadId}`, threadSchema, { signal });
}

export const threadQueryOptions = (userId: KeyOwner, threadId: number) =>
  queryOptions({
    queryKey: assistantKeys.thread(userId, threadId),
    queryFn: ({ signal }) => getThread(threadId, signal),
    enabled: userId !== null && threadId > 0,
  });

/** Null: a new conversation, nothing to read yet. */
export function useThread(threadId: number | null) {
  return useQuery(threadQueryOptions(useSignedInUserId(), threadId ?? 0));
}
