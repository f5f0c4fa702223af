import { useQueryClient } from '@tanstack/react-query';

/** Query keys of one association's documents; every change invalidates them all. */
export const documentKeys = {
  all: (associationId: number) => ['associations', String(associationId), 'documents'] as const,
  directories: (associationId: number, folderId: number | null) =>
    [...documentKeys.all(associationId), 'directories', folderId] as const,
  permissions: (associationId: number) => [...documentKeys.all(associationId), 'permissions'] as const,
  search: (associationId: number, text: string) =>
    [...documentKeys.all(associationId), 'search', text] as const,
};

export const documentsPath = (associationId: number) => `/associations/${associationId}`;

export function useInvalidateDocuments(associationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.all(associationId) });
}
