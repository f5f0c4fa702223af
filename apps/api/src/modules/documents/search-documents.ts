import type { DocumentAudience, DocumentSearchHit, TextExtraction } from '@hoa/contracts/documents';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { visibleFoldersSql } from './list-library';
import { excerptSql, excerptStartSql, snippetOf } from './search-snippet';

/** The words of a query, lower case: only letters and digits, so no query syntax leaks into SQL. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * "reserve budg": every word must match, each as a prefix of a stemmed word (english) or of a word of
 * the name as written (simple).
 */
export function toPrefixQuery(words: string[]): SQL {
  return sql.join(
    words.map((word) => sql`(to_tsquery('english', ${`${word}:*`}) || to_tsquery('simple', ${`${word}:*`}))`),
    sql` && `,
  );
}

export interface SearchOptions {
  associationId: number;
  audiences: DocumentAudience[];
  text: string;
  limit: number;
}

/**
 * The search statement: matches found through the GIN index on `search`, limited to the visible
 * folders, ranked on the small `rank_vector`, with an excerpt of the page's hits around their match.
 */
export function searchDocumentsSql(options: SearchOptions, words: string[]): SQL {
  // a sub-select hides how common the words are: seeing it, the planner prefers a sequential scan that
  // reads every row's whole-text vector from TOAST, a cost it does not count
  const query = sql`(select ${toPrefixQuery(words)})`;
  return sql`
    ${visibleFoldersSql(options.associationId, options.audiences)},
    hits as (
      select d.id, d.name, d.directory_id, d.content_type, d.size, d.created_at, d.updated_at, d.text_content,
        d.text_extraction,
        v.name as folder_name, ts_rank(d.rank_vector, ${query}) as rank
      from documents d
      join visible v on v.id = d.directory_id
      where d.association_id = ${options.associationId} and d.search @@ ${query}
      order by rank desc, d.id
      limit ${options.limit}
    )
    select hits.id, hits.name, hits.directory_id, hits.content_type, hits.size, hits.created_at,
      hits.updated_at, hits.text_extraction, hits.folder_name, ${excerptSql(sql`s.start`)} as excerpt, s.start > 1 as excerpt_cut
    from hits
    cross join lateral (${excerptStartSql(words)}) s
    order by hits.rank desc, hits.id`;
}

interface HitRow {
  id: number;
  name: string;
  directory_id: number;
  content_type: string;
  size: number | string;
  created_at: string | Date;
  updated_at: string | Date;
  text_extraction: TextExtraction;
  folder_name: string;
  excerpt: string | null;
  excerpt_cut: boolean;
}

/**
 * Full-text search over names and the text inside the files (ADR 071), limited to the folders the
 * caller may see; best matches first, with a snippet around the match.
 */
export async function searchDocuments(db: Db, options: SearchOptions): Promise<DocumentSearchHit[]> {
  const words = searchWords(options.text);
  if (words.length === 0) return [];
  const rows = await queryRows<HitRow>(db, searchDocumentsSql(options, words));
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parentId: Number(row.directory_id),
    contentType: row.content_type,
    size: Number(row.size),
    textExtraction: row.text_extraction,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    folderName: row.folder_name,
    snippet: snippetOf(row.excerpt, row.excerpt_cut, words),
  }));
}
