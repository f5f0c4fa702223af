import type { DocumentAudience } from '@hoa/contracts/documents';
import { type SQL, sql } from 'drizzle-orm';
import { visibleFoldersSql } from '../documents/list-library';
import type { DocumentKind } from './document-kind';

/** Whose passages a query reads: one association's, in the folders the asker may see. */
export interface PassageScope {
  associationId: number;
  audiences: DocumentAudience[];
}

/** A passage as the answer uses it: where it is, what it says. */
export interface Passage {
  id: number;
  documentId: number;
  documentName: string;
  documentKind: DocumentKind;
  section: string | null;
  heading: string | null;
  context: string;
  amends: string[];
  page: number | null;
  pageBreaks: number[];
  body: string;
}

export interface PassageRow {
  id: number;
  document_id: number;
  document_name: string;
  document_kind: DocumentKind;
  section: string | null;
  heading: string | null;
  context: string;
  amends: string[];
  page: number | null;
  page_breaks: number[];
  body: string;
}

/** The columns of a `PassageRow` (`p` the passage, `d` its document). */
export const passageColumns = sql`p.id, p.document_id, d.name as document_name, p.document_kind, p.section,
  p.heading, p.context, p.amends, p.page, p.page_breaks, p.body`;

/**
 * `select <columns>` from the scope's passages whose documents sit in folders the asker may see (the
 * documents area's audiences), then `rest` (more conditions after `and`, order, limit). The one place the
 * assistant's reads are limited to what the asker may read.
 */
export function selectVisiblePassages(scope: PassageScope, columns: SQL, rest: SQL = sql``): SQL {
  return sql`${visibleFoldersSql(scope.associationId, scope.audiences)}
    select ${columns}
    from rule_passages p
    join documents d on d.id = p.document_id
    join visible v on v.id = d.directory_id
    where p.association_id = ${scope.associationId} ${rest}`;
}

export const toPassage = (row: PassageRow): Passage => ({
  id: row.id,
  documentId: row.document_id,
  documentName: row.document_name,
  documentKind: row.document_kind,
  section: row.section,
  heading: row.heading,
  context: row.context,
  amends: row.amends,
  page: row.page,
  pageBreaks: row.page_breaks,
  body: row.body,
});
