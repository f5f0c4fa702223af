import type { Answer, AnswerKind, Citation, Feedback } from '@hoa/contracts/assistant';
import { answerKinds, feedbackValues } from '@hoa/contracts/assistant';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { inList } from './columns';
import { documents } from './documents';
import { conversations } from './messages';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export type DocumentKind = Citation['documentKind'];
const documentKinds: readonly DocumentKind[] = [
  'declaration',
  'amendment',
  'articles',
  'bylaws',
  'rules',
  'other',
];

/**
 * The heading weighs most (A), the words of the article or chapter it sits in next (C, with the
 * document's title), the passage's text (B) in between. English stemming, as document search.
 */
const passageVector = (heading: AnyPgColumn, context: AnyPgColumn, body: AnyPgColumn): SQL =>
  sql`setweight(to_tsvector('english'::regconfig, coalesce(${heading}, '')), 'A') || setweight(to_tsvector('english'::regconfig, ${body}), 'B') || setweight(to_tsvector('english'::regconfig, ${context}), 'C')`;

/**
 * One passage of a governing document, split by the document's own structure (article, section,
 * numbered paragraph, page) when the document is uploaded or changed (issue 16, ADR 122). Derived
 * from `documents.text_content`: rebuilt whenever `documents.passages_version` is behind.
 */
export const rulePassages = pgTable(
  'rule_passages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    documentId: integer()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** Its place in the document, from 0. */
    ordinal: integer().notNull(),
    documentKind: text().$type<DocumentKind>().notNull(),
    /** The section number as printed ("6.4", "12", "5.03"); null for text outside numbered sections. */
    section: text(),
    heading: text(),
    /** The article, chapter or part it belongs to, and the document's title. */
    context: text().notNull(),
    /** For an amendment's passage: the sections of the amended document it replaces or changes. */
    amends: text().array().notNull().default(sql`'{}'::text[]`),
    /** The page it starts on (PDF); null for files without pages. */
    page: integer(),
    /** Offsets in `body` where a new page starts (page + 1, page + 2, …). */
    pageBreaks: integer().array().notNull().default(sql`'{}'::integer[]`),
    body: text().notNull(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL => passageVector(rulePassages.heading, rulePassages.context, rulePassages.body),
      ),
  },
  (t) => [
    index().on(t.documentId, t.ordinal),
    index().on(t.associationId),
    index('rule_passages_search_gin').using('gin', t.search).with({ fastupdate: false }),
    check('rule_passages_kind_check', sql`${t.documentKind} in (${inList(documentKinds)})`),
  ],
);

/** A user's conversation with the rules assistant about one association (theirs alone). */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId, t.associationId, t.updatedAt)],
);

/** A question (user) or an answer (assistant) in a thread; an answer keeps what was shown, as JSON. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    role: text().$type<'user' | 'assistant'>().notNull(),
    text: text().notNull(),
    answer: jsonb().$type<Answer>(),
    /** The answer's kind, kept as a column for staff's list of unanswered questions. */
    kind: text().$type<AnswerKind>(),
    /** For an answer: the question it answers. */
    questionId: integer().references((): AnyPgColumn => assistantMessages.id, { onDelete: 'cascade' }),
    feedback: text().$type<Feedback>(),
    handoffConversationId: integer().references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.threadId, t.id),
    index('assistant_messages_unanswered')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'declined' or ${t.feedback} = 'notHelpful'`),
    check('assistant_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('assistant_messages_kind_check', sql`${t.kind} is null or ${t.kind} in (${inList(answerKinds)})`),
    check(
      'assistant_messages_feedback_check',
      sql`${t.feedback} is null or ${t.feedback} in (${inList(feedbackValues)})`,
    ),
    check('assistant_messages_text_check', sql`length(${t.text}) <= 20000`),
  ],
);
