import { documentSchema } from '@hoa/contracts/documents';
import { associationsClient } from '../../../lib/api/service-clients';
import { documentsPath } from './document-keys';

/**
 * `POST associations/{id}/Documents`: one file as a form (parentId first, then the file). Failures are
 * shown beside the file, so the client's toast is off.
 */
export async function uploadDocument(associationId: number, folderId: number, file: File) {
  const form = new FormData();
  form.append('parentId', String(folderId));
  form.append('file', file, file.name);
  const body = await associationsClient.request(`${documentsPath(associationId)}/Documents`, {
    method: 'POST',
    body: form,
    suppressErrorToast: true,
  });
  return documentSchema.parse(body);
}
