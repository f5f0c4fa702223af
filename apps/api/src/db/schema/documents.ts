import {
  type DocumentAudience,
  documentAudiences,
  type TextExtraction,
  textExtractions,
} from '@hoa/contracts/documents';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One stored file content, by its SHA-256: identical uploads share it (ADR 071). */
export const documentBlobs = pgTable(
  'document_blobs',
  {
    sha256: text().primaryKey(),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('document_blobs_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * A folder. Main folders (no parent) carry the audience that cascades to everything inside (SPEC §6);
 * the audience of an inner folder is never read.
 */
export const documentDirectories = pgTable(
  'document_directories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => documentDirectories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    audience: text().$type<DocumentAudience>().notNull().default('board'),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // names are unique among a folder's folders, whatever their case
    uniqueIndex('document_directories_sibling_name_unique').on(
      t.associationId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index().on(t.parentId),
    check(
      'document_directories_audience_check',
      sql`${t.audience} in (${sql.raw(documentAudiences.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'document_directories_not_own_parent_check',
      sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`,
    ),
  ],
);

/** Words of the name (split at _ . -), stemmed and as written, weighted A. */
const nameVector = (name: AnyPgColumn): SQL =>
  sql`setweight(to_tsvector('english'::regconfig, regexp_replace(${name}, '[_.-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace(${name}, '[_.-]+', ' ', 'g')), 'A')`;

/**
 * Words of the name weigh more than words inside the file; the name is also kept unstemmed ('simple')
 * so a prefix typed so far ("parki") still finds "Parking".
 */
const searchVector = (name: AnyPgColumn, textContent: AnyPgColumn): SQL =>
  sql`${nameVector(name)} || setweight(to_tsvector('english'::regconfig, coalesce(${textContent}, '')), 'B')`;

/** How much of the text the ranking reads: its opening (title, first lines), not the whole file. */
export const rankedTextChars = 600;

/**
 * The name and the text's opening only: small enough to stay inside the row (storage MAIN, migration
 * 0014), so ranking every match reads no TOAST, unlike `search`, which holds the whole text.
 */
const rankVector = (name: AnyPgColumn, textContent: AnyPgColumn): SQL =>
  sql`${nameVector(name)} || setweight(to_tsvector('english'::regconfig, left(coalesce(${textContent}, ''), ${sql.raw(String(rankedTextChars))})), 'B')`;

export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    directoryId: integer()
      .notNull()
      .references(() => documentDirectories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    blobSha256: text()
      .notNull()
      .references(() => documentBlobs.sha256),
    /** Detected from the content (magic bytes), never from the name. */
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Text extracted at upload (PDF, Word, Excel), capped; null when the type has none. */
    textContent: text(),
    /** Whether the text was extracted; 'skipped' when the file was over a limit (ADR 097). */
    textExtraction: text().$type<TextExtraction>().notNull().default('none'),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL => searchVector(documents.name, documents.textContent)),
    /** What search ranks by (ADR 071); `search` finds, through its GIN index. */
    rankVector: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL => rankVector(documents.name, documents.textContent)),
    /** Which version of the rules assistant's splitter its passages come from (0: none yet; ADR 122). */
    passagesVersion: integer().notNull().default(0),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_folder_name_unique').on(t.directoryId, sql`lower(${t.name})`),
    index().on(t.associationId),
    index().on(t.blobSha256),
    // no pending list (fastupdate): PGlite never vacuums, and every search would read the whole list
    index('documents_search_gin').using('gin', t.search).with({ fastupdate: false }),
    check(
      'documents_text_extraction_check',
      sql`${t.textExtraction} in (${sql.raw(textExtractions.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DirectoryRow = typeof documentDirectories.$inferSelect;
