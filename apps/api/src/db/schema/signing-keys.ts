import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys that sign access tokens. Generated on first start when none is configured; kept in the database so
 * every API process verifies the same tokens and tokens survive restarts. A retired key still verifies
 * until the tokens it signed have expired.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text().primaryKey(),
  algorithm: text().notNull(),
  publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp({ withTimezone: true }),
});
