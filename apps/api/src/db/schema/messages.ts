import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { managementCompanies } from './management-companies';
import { owners } from './owners';
import { users } from './users';

/** A homeowner's conversation with the management company (SPEC §1 "Read messages"). */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    managementCompanyId: requiredRef(() => managementCompanies.id),
    ownerId: integer()
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its last message was sent: the list is ordered by it. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ownerId, t.updatedAt)],
);

export const messageAuthorKinds = ['homeowner', 'management'] as const;

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    author: text().$type<(typeof messageAuthorKinds)[number]>().notNull(),
    /** The login that wrote it (null for the management company's system messages). */
    authorUserId: integer().references(() => users.id),
    /** Staff who wrote it while acting as the homeowner (mimic mode). */
    actorUserId: integer().references(() => users.id),
    authorName: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.conversationId, t.sentAt),
    check(
      'conversation_messages_author_check',
      sql`${t.author} in (${sql.raw(messageAuthorKinds.map((v) => `'${v}'`).join(', '))})`,
    ),
    check('conversation_messages_body_check', sql`length(${t.body}) between 1 and 2000`),
  ],
);
