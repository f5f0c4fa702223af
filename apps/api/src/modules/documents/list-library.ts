import type { Directory, DocumentAudience, DocumentItem } from '@hoa/contracts/documents';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { type DocumentRow, documents } from '../../db/schema/documents';

/** The visible folders of an association as a recursive query: main folders of the audiences, then down. */
export const visibleFoldersSql = (associationId: number, audiences: DocumentAudience[]) => sql`
  with recursive visible as (
    select id, parent_id, name, audience, created_at, 0 as depth
    from document_directories
    where association_id = ${associationId} and parent_id is null
      and audience in (${sql.join(
        audiences.map((audience) => sql`${audience}`),
        sql`, `,
      )})
    union all
    select d.id, d.parent_id, d.name, visible.audience, d.created_at, visible.depth + 1
    from document_directories d join visible on d.parent_id = visible.id
    where visible.depth < 100
  )`;

interface FolderRow {
  id: number;
  parent_id: number | null;
  name: string;
  audience: DocumentAudience;
  created_at: string | Date;
  document_count: number | string;
  depth: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toDocumentItem(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    name: row.name,
    parentId: row.directoryId,
    contentType: row.contentType,
    size: row.size,
    textExtraction: row.textExtraction,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every folder the caller may see (main folders first, then by name) with its file count: the files in it
 * and in all its subfolders. Only visible folders are walked, so the count holds only files the caller may read.
 */
export async function listFolders(
  db: Db,
  options: { associationId: number; audiences: DocumentAudience[] },
): Promise<Directory[]> {
  const rows = await queryRows<FolderRow>(
    db,
    sql`
    ${visibleFoldersSql(options.associationId, options.audiences)},
    within(root_id, id) as (
      select id, id from visible
      union all
      select within.root_id, v.id from visible v join within on v.parent_id = within.id
    )
    select v.id, v.parent_id, v.name, v.audience, v.created_at, v.depth,
      (select count(*) from documents d join within w on d.directory_id = w.id where w.root_id = v.id)
        as document_count
    from visible v
    order by v.depth, lower(v.name), v.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    audience: row.audience,
    documentCount: Number(row.document_count),
    createdAt: iso(row.created_at),
  }));
}

export async function listFolderDocuments(db: Db, folderId: number): Promise<DocumentItem[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.directoryId, folderId)))
    .orderBy(asc(sql`lower(${documents.name})`), asc(documents.id));
  return rows.map(toDocumentItem);
}
