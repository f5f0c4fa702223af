import { type AnyPgColumn, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** A required reference to another table's integer id (no cascade: the row it points at must stay). */
export const requiredRef = (target: () => AnyPgColumn) => integer().notNull().references(target);

/** An e-mailed code: stored as a hash with its own salt, valid until `expiresAt`, wrong tries counted. */
export const passcodeColumns = () => ({
  codeHash: text().notNull(),
  salt: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  failedAttempts: integer().notNull().default(0),
});
