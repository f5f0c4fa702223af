import { type ThreadList, threadListSchema } from '@hoa/contracts/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import type { KeyOwner } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys, associationAssistantPath } from '../assistant-keys';

/** GET /Associations/{id}/Assistant/Threads: the user's conversations there, latest first. */
export function getThreads(associationId: number, signal?: AbortSignal): Promise<ThreadList> {
  return callChecked(
    associationsClient,
    `${associationAssistantPath(associationId)}/Threads`,
    threadListSchema,
    {
      signal,
    },
  );
}

export const threadsQueryOptions = (userId: KeyOwner, associationId: number) =>
  queryOptions({
    queryKey: assistantKeys.threads(userId, associationId),
    queryFn: ({ signal }) => getThreads(associationId, signal),
    enabled: userId !== null,
  });

export function useThreads(associationId: number) {
  return useQuery(threadsQueryOptions(useSignedInUserId(), associationId));
}
