import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
