import { type DocumentItem, documentErrorCodes, documentMessages } from '@hoa/contracts/documents';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import { documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { indexDocumentPassages } from '../assistant/index-passages';
import { lockBlob, releaseBlobs } from './blob-references';
import type { BlobStorage } from './blob-storage';
import { checkNameFitsContent } from './detect-file-type';
import { folderPath, lockFolderTree } from './folder-walks';
import { toDocumentItem } from './list-library';
import { withUniqueName } from './name-conflict';

export async function findDocument(db: Db, documentId: number) {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return row;
}

/**
 * Rename and/or move a file to another folder of the same association. As for folders (SPEC §6), a move
 * under a main folder of another audience is the management company's: refused (403) unless the caller
 * may change folder security, checked under the association's folder lock.
 */
export async function updateDocument(
  db: Db,
  options: {
    associationId: number;
    documentId: number;
    name?: string;
    parentId?: number;
    canChangeAudience: boolean;
  },
): Promise<DocumentItem> {
  const row = await db.transaction(async (tx) => {
    const { parentId } = options;
    const current = await findDocument(tx, options.documentId);
    if (options.name !== undefined) checkNameFitsContent(options.name, current);
    if (parentId !== undefined && parentId !== current.directoryId) {
      await lockFolderTree(tx, options.associationId);
      const [from, to] = [await folderPath(tx, current.directoryId), await folderPath(tx, parentId)];
      if (from.audience !== to.audience && !options.canChangeAudience) {
        throw new AppError('FORBIDDEN', documentMessages.fileAudienceChange, {
          errorCode: documentErrorCodes.fileAudienceChange,
          detail: documentMessages.fileAudienceChange,
        });
      }
    }
    const [updated] = await withUniqueName(() =>
      tx
        .update(documents)
        .set({
          ...(options.name !== undefined ? { name: options.name.trim() } : {}),
          ...(parentId !== undefined ? { directoryId: parentId } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(documents.id, options.documentId))
        .returning(),
    );
    // a new name may make it another kind of document (an amendment, the bylaws): passages again
    if (updated && options.name !== undefined && updated.name !== current.name) {
      await indexDocumentPassages(tx, updated.id);
    }
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return toDocumentItem(row);
}

export async function deleteDocument(db: Db, storage: BlobStorage, documentId: number): Promise<void> {
  const [row] = await db
    .delete(documents)
    .where(eq(documents.id, documentId))
    .returning({ sha256: documents.blobSha256 });
  if (row) await releaseBlobs(db, storage, [row.sha256]);
}

/** "Bylaws.pdf" → "Bylaws (copy).pdf", then "Bylaws (copy 2).pdf", … */
export function copyName(name: string, attempt: number): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem} (copy${attempt > 1 ? ` ${attempt}` : ''})${extension}`;
}

function nameTaken(db: Db, folderId: number, name: string): Promise<boolean> {
  return rowExists(
    db,
    documents,
    and(eq(documents.directoryId, folderId), sql`lower(${documents.name}) = lower(${name})`),
  );
}

/** A second document in the same folder with the same content (stored once) and a free "(copy)" name. */
export async function duplicateDocument(
  db: Db,
  options: { documentId: number; name?: string; userId: number },
): Promise<DocumentItem> {
  const source = await findDocument(db, options.documentId);
  if (options.name !== undefined) checkNameFitsContent(options.name, source);
  let name = options.name?.trim();
  if (name === undefined) {
    for (let attempt = 1; ; attempt++) {
      name = copyName(source.name, attempt);
      if (!(await nameTaken(db, source.directoryId, name))) break;
    }
  }
  const finalName = name;
  const row = await db.transaction(async (tx) => {
    // the content must not be released by a deletion of its last other user meanwhile
    await lockBlob(tx, source.blobSha256);
    const [inserted] = await withUniqueName(() =>
      tx
        .insert(documents)
        .values({
          associationId: source.associationId,
          directoryId: source.directoryId,
          name: finalName,
          blobSha256: source.blobSha256,
          contentType: source.contentType,
          size: source.size,
          textContent: source.textContent,
          textExtraction: source.textExtraction,
          createdByUserId: options.userId,
        })
        .returning(),
    );
    if (inserted) await indexDocumentPassages(tx, inserted.id);
    return inserted;
  });
  if (!row) throw new Error('The copy was not created');
  return toDocumentItem(row);
}
