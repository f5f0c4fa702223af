import { associationsClient } from '../../../lib/api/service-clients';
import { saveFile } from '../../../lib/save-file';
import { documentsPath } from '../api/document-keys';

/** Saves a file: the call needs the bearer token, so it is fetched as a blob and handed to the browser. */
export async function downloadDocument(associationId: number, document: { id: number; name: string }) {
  const blob = await associationsClient.request<Blob>(
    `${documentsPath(associationId)}/Documents/${document.id}`,
    {
      query: { download: 1 },
      responseAs: 'blob',
    },
  );
  saveFile(blob, document.name);
}
