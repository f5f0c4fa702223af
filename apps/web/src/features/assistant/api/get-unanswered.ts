import { type UnansweredList, unansweredListSchema } from '@hoa/contracts/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import type { KeyOwner } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';

/** GET /Staff/Assistant/Unanswered: questions the documents did not answer, newest first (staff). */
export function getUnanswered(limit: number, signal?: AbortSignal): Promise<UnansweredList> {
  return callChecked(associationsClient, '/Staff/Assistant/Unanswered', unansweredListSchema, {
    query: { limit },
    signal,
  });
}

export const unansweredQueryOptions = (userId: KeyOwner, limit: number) =>
  queryOptions({
    queryKey: assistantKeys.unanswered(userId, limit),
    queryFn: ({ signal }) => getUnanswered(limit, signal),
    enabled: userId !== null,
  });

export function useUnanswered(limit: number) {
  return useQuery(unansweredQueryOptions(useSignedInUserId(), limit));
}
