import { documentPermissionsSchema } from '@hoa/contracts/documents';
import { useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { documentKeys, documentsPath } from './document-keys';

/** `GET associations/{id}/Documents/permissions?systemSecurity=boardDocManage`: may you manage? */
export async function getDocumentPermissions(associationId: number, signal?: AbortSignal) {
  const body = await associationsClient.request(`${documentsPath(associationId)}/Documents/permissions`, {
    query: { systemSecurity: 'boardDocManage' },
    signal,
  });
  return documentPermissionsSchema.parse(body);
}

export function useDocumentPermissions(associationId: number | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: documentKeys.permissions(userId, associationId ?? 0),
    queryFn: ({ signal }) => getDocumentPermissions(associationId as number, signal),
    enabled: userId !== null && associationId !== null,
  });
}
