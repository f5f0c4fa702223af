import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Binary content kept in the row (attachments, photos, letters); PGlite may hand back a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `'a', 'b'`: a fixed list of values for a CHECK constraint's `in (…)`. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
