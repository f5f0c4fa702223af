import type { DocumentAudience, DocumentSearchHit } from '@hoa/contracts/documents';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { visibleFoldersSql } from './list-library';
import { queryRows } from './query-rows';

/**
 * "reserve budg": every word must match, each as a prefix of a stemmed word (english) or of a word of
 * the name as written (simple). Only letters and digits reach to_tsquery, so no query syntax leaks in.
 */
export function toPrefixQuery(text: string): SQL | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
  if (words.length === 0) return null;
  return sql.join(
    words.map((word) => sql`(to_tsquery('english', ${`${word}:*`}) || to_tsquery('simple', ${`${word}:*`}))`),
    sql` && `,
  );
}

interface HitRow {
  id: number;
  name: string;
  directory_id: number;
  content_type: string;
  size: number | string;
  created_at: string | Date;
  updated_at: string | Date;
  folder_name: string;
  snippet: string | null;
}

/**
 * Full-text search over names and the text inside the files (tsvector + GIN, ADR 071), limited to the
 * folders the caller may see; best matches first, with a snippet around the match.
 */
export async function searchDocuments(
  db: Db,
  options: { associationId: number; audiences: DocumentAudience[]; text: string; limit: number },
): Promise<DocumentSearchHit[]> {
  const query = toPrefixQuery(options.text);
  if (!query) return [];
  const rows = await queryRows<HitRow>(
    db,
    sql`
    ${visibleFoldersSql(options.associationId, options.audiences)},
    hits as (
      select d.id, d.name, d.directory_id, d.content_type, d.size, d.created_at, d.updated_at, d.text_content,
        v.name as folder_name, ts_rank(d.search, ${query}) as rank
      from documents d
      join visible v on v.id = d.directory_id
      -- the query written out (not read from a CTE) so the planner can use the GIN index on search
      where d.association_id = ${options.associationId} and d.search @@ ${query}
      order by rank desc, d.id
      limit ${options.limit}
    )
    select hits.id, hits.name, hits.directory_id, hits.content_type, hits.size, hits.created_at, hits.updated_at,
      hits.folder_name,
      case when hits.text_content is null or hits.text_content = '' then null
        else ts_headline('english', left(hits.text_content, 20000), ${query},
          'StartSel=«, StopSel=», MaxWords=18, MinWords=6, MaxFragments=1') end as snippet
    from hits
    order by hits.rank desc, hits.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parentId: Number(row.directory_id),
    contentType: row.content_type,
    size: Number(row.size),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    folderName: row.folder_name,
    snippet: row.snippet,
  }));
}
