import path from 'node:path';
import type { DocumentsConfig } from '../../config/config-types';
import { type BlobStorage, localBlobStorage } from './blob-storage';

/**
 * The document storage the configuration names (ADR 134): the S3-compatible store when S3_BUCKET is set,
 * else the local folder. The one place a storage is built from configuration: the server builds one for
 * its seed and its app, and an app built without one builds its own.
 */
export async function createBlobStorage(documents: DocumentsConfig): Promise<BlobStorage> {
  if (!documents.s3) return localBlobStorage(documents.storageDir);
  // the AWS SDK is loaded only when a store is configured
  const { s3BlobStorage } = await import('./s3-blob-storage');
  return s3BlobStorage(documents.s3, path.join(documents.storageDir, '.staging'));
}
