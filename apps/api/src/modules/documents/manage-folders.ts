import {
  type Directory,
  documentErrorCodes,
  documentMessages,
  maxFolderDepth,
} from '@hoa/contracts/documents';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentDirectories, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { releaseBlobs } from './blob-references';
import type { BlobStorage } from './blob-storage';
import { folderPath, folderSubtree, lockFolderTree } from './folder-walks';
import { withUniqueName } from './name-conflict';

const refuse = (code: 'UNPROCESSABLE' | 'FORBIDDEN', errorCode: string, message: string) =>
  new AppError(code, message, { errorCode, detail: message });
const tooDeep = () =>
  refuse('UNPROCESSABLE', documentErrorCodes.folderTooDeep, documentMessages.folderTooDeep(maxFolderDepth));

/**
 * A new folder. Inside a folder it shares its main folder's audience; a new main folder (parentId 0)
 * is for the board only until the management company opens it (changing security is theirs).
 */
export async function createFolder(
  db: Db,
  options: { associationId: number; parentId: number | null; name: string; userId: number },
): Promise<Directory> {
  const row = await db.transaction(async (tx) => {
    await lockFolderTree(tx, options.associationId);
    if (options.parentId !== null) {
      const { level } = await folderPath(tx, options.parentId);
      if (level === null || level + 1 > maxFolderDepth) throw tooDeep();
    }
    const [inserted] = await withUniqueName(() =>
      tx
        .insert(documentDirectories)
        .values({
          associationId: options.associationId,
          parentId: options.parentId,
          name: options.name.trim(),
          audience: 'board',
          createdByUserId: options.userId,
        })
        .returning(),
    );
    return inserted;
  });
  if (!row) throw new Error('The folder was not created');
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    audience: row.audience,
    documentCount: 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Checks a move under the association's folder lock: never into itself or one of its own folders, never
 * deeper than the cap, and never under a main folder of another audience unless the caller may change
 * folder security (SPEC §6: the management company).
 */
async function checkMove(
  tx: Db,
  options: { folderId: number; parentId: number; canChangeAudience: boolean },
): Promise<void> {
  const target = await folderPath(tx, options.parentId);
  if (target.ids.includes(options.folderId)) {
    throw refuse('UNPROCESSABLE', documentErrorCodes.folderIntoItself, documentMessages.folderIntoItself);
  }
  if (target.level === null) throw tooDeep();
  const moved = await folderPath(tx, options.folderId);
  if (moved.audience !== target.audience && !options.canChangeAudience) {
    throw refuse('FORBIDDEN', documentErrorCodes.folderAudienceChange, documentMessages.folderAudienceChange);
  }
  const height = Math.max(0, ...(await folderSubtree(tx, options.folderId)).map((one) => one.depth));
  if (target.level + 1 + height > maxFolderDepth) throw tooDeep();
}

/** Rename and/or move a folder within its association (see checkMove). */
export async function updateFolder(
  db: Db,
  options: {
    associationId: number;
    folderId: number;
    name?: string;
    parentId?: number;
    canChangeAudience: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { parentId } = options;
    if (parentId !== undefined) {
      await lockFolderTree(tx, options.associationId);
      await checkMove(tx, { ...options, parentId });
    }
    await withUniqueName(() =>
      tx
        .update(documentDirectories)
        .set({
          ...(options.name !== undefined ? { name: options.name.trim() } : {}),
          ...(parentId !== undefined ? { parentId } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(documentDirectories.id, options.folderId)),
    );
  });
}

/**
 * Deletes a folder with everything inside it (folders and files) in one transaction (ADR 071: the
 * page asks first, naming how much goes); contents no other document uses are then removed.
 */
export async function deleteFolder(
  db: Db,
  storage: BlobStorage,
  folderId: number,
): Promise<{ deletedFolders: number; deletedDocuments: number }> {
  const { blobs, folders } = await db.transaction(async (tx) => {
    const ids = (await folderSubtree(tx, folderId)).map((one) => one.id);
    const inside = await tx
      .select({ sha256: documents.blobSha256 })
      .from(documents)
      .where(
        sql`${documents.directoryId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    // the foreign keys cascade to sub-folders and their files
    await tx.delete(documentDirectories).where(eq(documentDirectories.id, folderId));
    return { blobs: inside.map((row) => row.sha256), folders: ids.length };
  });
  await releaseBlobs(db, storage, blobs);
  return { deletedFolders: folders, deletedDocuments: blobs.length };
}
