import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters shared by every API process: one fixed window per key (ADR 096). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
