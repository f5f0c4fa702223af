/** The browse route of a folder (SPEC §2: documents/a/{associationId}/f/{folderId?}). */
export const folderRoute = (associationId: number, folderId: number | null) =>
  `/community/documents/a/${associationId}/f${folderId === null ? '' : `/${folderId}`}`;

/** The preview route a copied link opens (SPEC §2: document/{associationId}/{documentId}/preview). */
export const previewRoute = (associationId: number, documentId: number) =>
  `/document/${associationId}/${documentId}/preview`;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
