import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/**
 * Mail waiting to be sent, written in the same transaction as what caused it; the mail drainer
 * delivers it over SMTP with retries. Without SMTP it stays here (the demo mailbox reads it).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.sentAt, t.nextAttemptAt), index().on(t.to)],
);

/**
 * Files sent with an outbox message (a violation's notice letter), written with it in one transaction and
 * kept with it: the demo mailbox offers them, the drainer attaches them.
 */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    outboxId: integer()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.outboxId, t.position] }),
    check('email_attachments_file_name', sql`length(${t.fileName}) between 1 and 200`),
  ],
);
