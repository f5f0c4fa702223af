import type { DocumentAudience } from '@hoa/contracts/documents';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';

/** Far deeper than any tree that can be made (maxFolderDepth): a walk that reaches it found a broken tree. */
export const walkLimit = 100;

/** Two-key advisory lock namespace for one association's folder tree (creates and moves queue). */
const folderTreeLockNamespace = 71_072;

/**
 * Held to the end of the transaction: two moves (A into B, B into A) checked at the same time would
 * each pass the loop check and together make a loop, so an association's folder changes go one by one.
 */
export async function lockFolderTree(tx: Db, associationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${folderTreeLockNamespace}, ${associationId})`);
}

export interface FolderPath {
  /** The folder and every folder above it. */
  ids: number[];
  /** How deep it is: 1 for a main folder; null when the walk found no main folder (a broken tree). */
  level: number | null;
  /** The main folder's audience, which cascades to it. */
  audience: DocumentAudience | null;
}

/** The folder and its ancestors up to its main folder. */
export async function folderPath(db: Db, folderId: number): Promise<FolderPath> {
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    audience: DocumentAudience;
    level: number;
  }>(
    db,
    sql`
    with recursive up as (
      select id, parent_id, audience, 1 as level from document_directories where id = ${folderId}
      union all
      select d.id, d.parent_id, d.audience, up.level + 1 from document_directories d join up on d.id = up.parent_id
      where up.level < ${walkLimit}
    )
    select id, parent_id, audience, level from up`,
  );
  const top = rows.find((row) => row.parent_id === null);
  return {
    ids: rows.map((row) => Number(row.id)),
    level: top ? Number(top.level) : null,
    audience: top?.audience ?? null,
  };
}

/** The folder and every folder below it, each with its depth below it (the folder itself 0). */
export async function folderSubtree(db: Db, folderId: number): Promise<{ id: number; depth: number }[]> {
  const rows = await queryRows<{ id: number; depth: number }>(
    db,
    sql`
    with recursive down as (
      select id, 0 as depth from document_directories where id = ${folderId}
      union all
      select d.id, down.depth + 1 from document_directories d join down on d.parent_id = down.id
      where down.depth < ${walkLimit}
    )
    select id, depth from down`,
  );
  return rows.map((row) => ({ id: Number(row.id), depth: Number(row.depth) }));
}
