/** The browse route of a folder (SPEC §2: documents/a/{associationId}/f/{folderId?}). */
export const folderRoute = (associationId: number, folderId: number | null) =>
  `/community/documents/a/${associationId}/f${folderId === null ? '' : `/${folderId}`}`;

/** The preview route a copied link opens (SPEC §2: document/{associationId}/{documentId}/preview). */
export const previewRoute = (associationId: number, documentId: number) =>
  `/document/${associationId}/${documentId}/preview`;

/** The folder a preview was opened from (router state): its Back link returns there. A copied link has none. */
export interface PreviewOrigin {
  folderId: number | null;
  folderName: string;
}

export function previewOriginOf(state: unknown): PreviewOrigin | null {
  if (typeof state !== 'object' || state === null || !('previewOrigin' in state)) return null;
  const origin = (state as { previewOrigin: unknown }).previewOrigin;
  if (typeof origin !== 'object' || origin === null) return null;
  const { folderId, folderName } = origin as Record<string, unknown>;
  if (typeof folderName !== 'string') return null;
  if (folderId !== null && (typeof folderId !== 'number' || !Number.isSafeInteger(folderId))) return null;
  return { folderId, folderName };
}

/** The router state a preview link carries. */
export const previewState = (origin: PreviewOrigin) => ({ previewOrigin: origin });
