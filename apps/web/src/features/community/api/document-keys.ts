import { useQueryClient } from '@tanstack/react-query';
import { queryKey, type KeyOwner as UserId } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';

/**
 * Query keys of one association's documents as one user sees them (folders and the "may manage" flag
 * depend on who asks); every change invalidates them all.
 */
export const documentKeys = {
  all: (userId: UserId, associationId: number) => queryKey(userId, 'documents', associationId),
  directories: (userId: UserId, associationId: number, folderId: number | null) =>
    [...documentKeys.all(userId, associationId), 'directories', folderId] as const,
  permissions: (userId: UserId, associationId: number) =>
    [...documentKeys.all(userId, associationId), 'permissions'] as const,
  search: (userId: UserId, associationId: number, text: string) =>
    [...documentKeys.all(userId, associationId), 'search', text] as const,
  file: (userId: UserId, associationId: string, documentId: string) =>
    queryKey(userId, 'documents', associationId, 'file', documentId),
};

export const documentsPath = (associationId: number) => `/associations/${associationId}`;

export function useInvalidateDocuments(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all(userId, associationId) });
}
