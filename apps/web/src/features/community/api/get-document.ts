import { queryOptions, useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import type { KeyOwner } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { documentKeys } from './document-keys';

/** `GET associations/{id}/Documents/{docId}`: the file itself, as a blob (SPEC §7). */
export function getDocumentFile(
  associationId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const path = `/associations/${encodeURIComponent(associationId)}/Documents/${encodeURIComponent(documentId)}`;
  return associationsClient.request<Blob>(path, { responseAs: 'blob', signal });
}

export function documentFileQueryOptions(userId: KeyOwner, associationId: string, documentId: string) {
  return queryOptions({
    queryKey: documentKeys.file(userId, associationId, documentId),
    queryFn: ({ signal }) => getDocumentFile(associationId, documentId, signal),
    // A failed file read is reported once by the client's toast; retrying would repeat it. It waits for
    // the session (the frame restores it): read before, it would be read again under the user's key.
    retry: false,
    enabled: userId !== null,
  });
}

export function useDocumentFile(associationId: string, documentId: string) {
  return useQuery(documentFileQueryOptions(useSignedInUserId(), associationId, documentId));
}
