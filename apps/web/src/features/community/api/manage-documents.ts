import { useMutation } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { documentsPath, useInvalidateDocuments } from './document-keys';

export type DocumentTarget = { kind: 'folder' | 'file'; id: number };

const targetPath = (associationId: number, target: DocumentTarget) =>
  `${documentsPath(associationId)}/${target.kind === 'folder' ? 'Directories' : 'Documents'}/${target.id}`;

/** `PATCH Directories/{id}` or `Documents/{id}`: rename (the form shows the duplicate-name error itself). */
export function useRenameItem(associationId: number) {
  const invalidate = useInvalidateDocuments(associationId);
  return useMutation({
    mutationFn: ({ target, name }: { target: DocumentTarget; name: string }) =>
      associationsClient.request(targetPath(associationId, target), {
        method: 'PATCH',
        body: { name },
        responseAs: target.kind === 'folder' ? 'none' : 'json',
        suppressErrorToast: true,
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE Directories/{id}` or `Documents/{id}` (a folder goes with everything inside it). */
export function useDeleteItem(associationId: number) {
  const invalidate = useInvalidateDocuments(associationId);
  return useMutation({
    mutationFn: (target: DocumentTarget) =>
      associationsClient.request(targetPath(associationId, target), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** `POST associations/{id}/Directories/{parentId}`: a new folder (the form shows name errors). */
export function useCreateFolder(associationId: number) {
  const invalidate = useInvalidateDocuments(associationId);
  return useMutation({
    mutationFn: ({ parentId, name }: { parentId: number; name: string }) =>
      associationsClient.request(`${documentsPath(associationId)}/Directories/${parentId}`, {
        method: 'POST',
        body: { name },
        suppressErrorToast: true,
      }),
    onSuccess: invalidate,
  });
}

/** `POST associations/{id}/Documents/{docId}`: a copy beside it, named "… (copy)". */
export function useDuplicateDocument(associationId: number) {
  const invalidate = useInvalidateDocuments(associationId);
  return useMutation({
    mutationFn: (documentId: number) =>
      associationsClient.request(`${documentsPath(associationId)}/Documents/${documentId}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: invalidate,
  });
}
