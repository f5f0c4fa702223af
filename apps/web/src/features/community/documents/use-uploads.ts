import { documentMessages } from '@hoa/contracts/documents';
import { useState } from 'react';
import { useInvalidateDocuments } from '../api/document-keys';
import { uploadDocument } from '../api/upload-document';
import { type UploadItem, uploadErrorOf } from './upload-list';

/**
 * Uploads files one request each, so each gets its own result; files over the limit are refused here
 * with the same message the server gives, without sending them.
 */
export function useUploads(associationId: number, maxFileSizeMb: number | undefined) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const invalidate = useInvalidateDocuments(associationId);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload(folderId: number, files: File[]) {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setItems(batch.map(({ file, key }) => ({ key, name: file.name, status: 'uploading' })));
    for (const { file, key } of batch) {
      if (maxFileSizeMb !== undefined && file.size > maxFileSizeMb * 1024 * 1024) {
        update(key, {
          status: 'failed',
          error: {
            title: documentMessages.fileSizeExceeded,
            detail: documentMessages.fileTooLarge(file.name, maxFileSizeMb),
            retryable: false,
          },
        });
        continue;
      }
      try {
        await uploadDocument(associationId, folderId, file);
        update(key, { status: 'done' });
      } catch (error) {
        update(key, { status: 'failed', error: uploadErrorOf(error) });
      }
    }
    await invalidate();
  }

  return { items, upload, uploading: items.some((item) => item.status === 'uploading') };
}
