import { queryOptions, useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../api/service-clients';

/** `GET associations/{id}/Documents/{docId}`: the file itself, as a blob (SPEC §7). */
export function getDocumentFile(
  associationId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const path = `/associations/${encodeURIComponent(associationId)}/Documents/${encodeURIComponent(documentId)}`;
  return associationsClient.request<Blob>(path, { responseAs: 'blob', signal });
}

export function documentFileQueryOptions(associationId: string, documentId: string) {
  return queryOptions({
    queryKey: ['associations', associationId, 'documents', documentId, 'file'],
    queryFn: ({ signal }) => getDocumentFile(associationId, documentId, signal),
    // A failed file read is reported once by the client's toast; retrying would repeat it.
    retry: false,
  });
}

export function useDocumentFile(associationId: string, documentId: string) {
  return useQuery(documentFileQueryOptions(associationId, documentId));
}
