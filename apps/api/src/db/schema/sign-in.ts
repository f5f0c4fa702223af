import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { passcodeColumns } from './columns';
import { users } from './users';

/**
 * Portal (refresh) tokens: only the sha256 of the 256-bit random token is kept. Every renewal marks the
 * row used and adds its successor in the same family; presenting a used token revokes the family.
 */
export const portalTokens = pgTable(
  'portal_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    familyId: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    replacedBy: integer(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

/** E-mailed passcodes: HMAC-sha256 of the code with a per-code salt; single use, attempt-limited. */
export const oneTimePasswords = pgTable(
  'one_time_passwords',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...passcodeColumns(),
    /** Set when verified, superseded by a newer code, or killed by too many wrong tries. */
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** A passcode verification lets that user set a new password for a short while (forgot password). */
export const passwordResetGrants = pgTable('password_reset_grants', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowedUntil: timestamp({ withTimezone: true }).notNull(),
});
