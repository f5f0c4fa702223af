import { directoryListSchema } from '@hoa/contracts/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { documentKeys, documentsPath } from './document-keys';

/** `GET associations/{id}/Directories`: the folders you may see, and the files of `folderId`. */
export async function getDirectories(associationId: number, folderId: number | null, signal?: AbortSignal) {
  const body = await associationsClient.request(`${documentsPath(associationId)}/Directories`, {
    query: folderId === null ? {} : { folderId },
    signal,
  });
  return directoryListSchema.parse(body);
}

export function useDirectories(associationId: number | null, folderId: number | null) {
  const userId = useSignedInUserId();
  return useQuery(
    queryOptions({
      queryKey: documentKeys.directories(userId, associationId ?? 0, folderId),
      queryFn: ({ signal }) => getDirectories(associationId as number, folderId, signal),
      enabled: userId !== null && associationId !== null,
      placeholderData: (previous) => previous,
    }),
  );
}
