import { documentSearchResultSchema } from '@hoa/contracts/documents';
import { useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { documentKeys, documentsPath } from './document-keys';

/** `GET associations/{id}/Documents/Search`: files whose names or contents have the words. */
export async function searchDocuments(associationId: number, text: string, signal?: AbortSignal) {
  const body = await associationsClient.request(`${documentsPath(associationId)}/Documents/Search`, {
    query: { q: text },
    signal,
  });
  return documentSearchResultSchema.parse(body).results;
}

export function useDocumentSearch(associationId: number | null, text: string) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: documentKeys.search(userId, associationId ?? 0, text),
    queryFn: ({ signal }) => searchDocuments(associationId as number, text, signal),
    enabled: userId !== null && associationId !== null && text.trim().length > 0,
  });
}
