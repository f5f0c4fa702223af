import { type Starters, startersSchema } from '@hoa/contracts/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import type { KeyOwner } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys, associationAssistantPath } from '../assistant-keys';

/** GET /Associations/{id}/Assistant/Starters: questions made from the association's own documents. */
export function getStarters(associationId: number, signal?: AbortSignal): Promise<Starters> {
  return callChecked(
    associationsClient,
    `${associationAssistantPath(associationId)}/Starters`,
    startersSchema,
    {
      signal,
    },
  );
}

export const startersQueryOptions = (userId: KeyOwner, associationId: number) =>
  queryOptions({
    queryKey: assistantKeys.starters(userId, associationId),
    queryFn: ({ signal }) => getStarters(associationId, signal),
    enabled: userId !== null,
    // made from the documents: they change only when the documents do
    staleTime: 10 * 60_000,
  });

export function useStarters(associationId: number) {
  return useQuery(startersQueryOptions(useSignedInUserId(), associationId));
}
