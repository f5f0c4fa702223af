import type { Readable } from 'node:stream';
import { type DocumentItem, documentErrorCodes, documentMessages } from '@hoa/contracts/documents';
import type { TextExtractLimits } from '../../config/config-types';
import type { Db } from '../../db/database';
import { documentBlobs, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { indexDocumentPassages } from '../assistant/index-passages';
import { lockBlob } from './blob-references';
import type { BlobStorage, StagedBlob } from './blob-storage';
import { checkFileType } from './detect-file-type';
import { extractText } from './extract-text';
import { toDocumentItem } from './list-library';
import { withUniqueName } from './name-conflict';

export interface UploadOptions {
  associationId: number;
  folderId: number;
  name: string;
  userId: number;
  maxFileSizeMb: number;
  textExtractMaxMb: number;
  textExtractLimits: TextExtractLimits;
  /** Whether the stream was cut at the size limit (@fastify/multipart sets it when the stream ends). */
  truncated: () => boolean;
  log: { warn(object: object, message: string): void };
}

/**
 * One uploaded file: streamed to staging while hashed, refused when over the limit, empty or not what
 * its name says, its text extracted for search (in a worker with hard limits; a file over them is
 * stored without text and its record says so), then recorded and moved into the store under its hash
 * in one step (nothing half-written when any part fails).
 */
export async function storeUpload(
  db: Db,
  storage: BlobStorage,
  source: Readable,
  options: UploadOptions,
): Promise<DocumentItem> {
  const staged: StagedBlob = await storage.stage(source);
  try {
    if (options.truncated()) {
      throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.fileSizeExceeded, {
        errorCode: documentErrorCodes.fileSizeExceeded,
        detail: documentMessages.fileTooLarge(options.name, options.maxFileSizeMb),
      });
    }
    if (staged.size === 0) {
      throw new AppError('BAD_REQUEST', documentMessages.uploadFailed, {
        errorCode: documentErrorCodes.fileEmpty,
        detail: documentMessages.fileEmpty(options.name),
      });
    }
    const contentType = await checkFileType(options.name, staged);
    const extraction = await extractText(staged, contentType, {
      limits: { ...options.textExtractLimits, maxFileMb: options.textExtractMaxMb },
      log: options.log,
    });
    const row = await db.transaction(async (tx) => {
      await lockBlob(tx, staged.sha256);
      await tx
        .insert(documentBlobs)
        .values({ sha256: staged.sha256, size: staged.size })
        .onConflictDoNothing();
      const [inserted] = await withUniqueName(() =>
        tx
          .insert(documents)
          .values({
            associationId: options.associationId,
            directoryId: options.folderId,
            name: options.name.trim(),
            blobSha256: staged.sha256,
            contentType,
            size: staged.size,
            textContent: extraction.status === 'extracted' ? extraction.text : null,
            textExtraction: extraction.status,
            createdByUserId: options.userId,
          })
          .returning(),
      );
      // the rules assistant's passages, in the same transaction as the file (ADR 122)
      if (inserted) await indexDocumentPassages(tx, inserted.id);
      // under the blob's lock and before the rows are committed: a deletion cannot remove it meanwhile
      await staged.commit();
      return inserted;
    });
    if (!row) throw new Error('The document was not recorded');
    return toDocumentItem(row);
  } finally {
    await staged.discard();
  }
}
