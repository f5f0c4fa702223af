import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rulePassages } from '../../db/schema/assistant';
import { documents } from '../../db/schema/documents';
import { amendedSections, documentKindOf } from './document-kind';
import { splitPassages } from './split-passages';

/**
 * The splitter's version: documents indexed by an older one are indexed again (at start-up and after a
 * seed), so a better splitter reaches every stored document (ADR 122).
 */
export const passagesVersion = 1;

/** The document's title for a passage's context: its name without the extension. */
const titleOf = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * Replaces a document's passages with those of its current text and name. Runs in the caller's
 * transaction (an upload, a rename) or its own.
 */
export async function indexDocumentPassages(db: Db, documentId: number): Promise<number> {
  const [document] = await db
    .select({
      id: documents.id,
      associationId: documents.associationId,
      name: documents.name,
      textContent: documents.textContent,
      contentType: documents.contentType,
    })
    .from(documents)
    .where(eq(documents.id, documentId))
    .limit(1);
  if (!document) return 0;
  // two processes indexing one document take turns, so its passages are never doubled
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('rule_passages'), ${documentId})`);
  await db.delete(rulePassages).where(eq(rulePassages.documentId, documentId));
  const text = document.textContent ?? '';
  const kind = documentKindOf(document.name, text);
  const title = titleOf(document.name);
  const passages = text.trim()
    ? splitPassages(text, { pdf: document.contentType === 'application/pdf' })
    : [];
  const rows = passages.map((passage, ordinal) => ({
    associationId: document.associationId,
    documentId: document.id,
    ordinal,
    documentKind: kind,
    section: passage.section,
    heading: passage.heading,
    context: [passage.part, title].filter(Boolean).join(' · '),
    amends: kind === 'amendment' ? amendedSections(`${passage.heading ?? ''} ${passage.body}`) : [],
    page: passage.page,
    pageBreaks: passage.pageBreaks,
    body: passage.body,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await db.insert(rulePassages).values(rows.slice(start, start + 200));
  }
  await db.update(documents).set({ passagesVersion }).where(eq(documents.id, documentId));
  return rows.length;
}

/** Indexes every document whose passages are missing or older than this version; returns how many. */
export async function indexPendingDocuments(db: Db): Promise<number> {
  const pending = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(lt(documents.passagesVersion, passagesVersion), sql`${documents.textContent} is not null`))
    .orderBy(documents.id);
  for (const { id } of pending) {
    await db.transaction((tx) => indexDocumentPassages(tx, id));
  }
  return pending.length;
}
