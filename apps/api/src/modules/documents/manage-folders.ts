import { type Directory, documentErrorCodes, documentMessages } from '@hoa/contracts/documents';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentDirectories, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { releaseBlobs } from './blob-references';
import type { BlobStorage } from './blob-storage';
import { withUniqueName } from './name-conflict';
import { queryRows } from './query-rows';

/**
 * A new folder. Inside a folder it shares its main folder's audience; a new main folder (parentId 0)
 * is for the board only until the management company opens it (changing security is theirs).
 */
export async function createFolder(
  db: Db,
  options: { associationId: number; parentId: number | null; name: string; userId: number },
): Promise<Directory> {
  const [row] = await withUniqueName(() =>
    db
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

/** The folder and every folder below it. */
async function subtreeIds(db: Db, folderId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive down as (
      select id, 0 as depth from document_directories where id = ${folderId}
      union all
      select d.id, down.depth + 1 from document_directories d join down on d.parent_id = down.id
      where down.depth < 100
    )
    select id from down`,
  );
  return rows.map((row) => Number(row.id));
}

/** Rename and/or move a folder within its association; never into itself or one of its own folders. */
export async function updateFolder(
  db: Db,
  options: { folderId: number; name?: string; parentId?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.parentId !== undefined) {
      const own = await subtreeIds(tx, options.folderId);
      if (own.includes(options.parentId)) {
        throw new AppError('UNPROCESSABLE', documentMessages.folderIntoItself, {
          errorCode: documentErrorCodes.folderIntoItself,
          detail: documentMessages.folderIntoItself,
        });
      }
    }
    await withUniqueName(() =>
      tx
        .update(documentDirectories)
        .set({
          ...(options.name !== undefined ? { name: options.name.trim() } : {}),
          ...(options.parentId !== undefined ? { parentId: options.parentId } : {}),
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
    const ids = await subtreeIds(tx, folderId);
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
