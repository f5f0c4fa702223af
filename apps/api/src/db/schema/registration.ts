import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { passcodeColumns, requiredRef } from './columns';
import { managementCompanies } from './management-companies';
import { owners } from './owners';

/** "Request an account": recorded for the management company's staff to follow up. */
export const accountRequests = pgTable('account_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  managementCompanyId: requiredRef(() => managementCompanies.id),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  associationName: text().notNull(),
  accountNumber: text(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** Captcha solutions already used (single use), kept until their challenge has expired. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Secrets generated on first start when not configured, so every process and restart agrees. */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-up by account number waiting for the code sent to the owner's address on file. The login is
 * created only when the code comes back; the code is kept as an HMAC with its own salt (like passcodes).
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid().primaryKey(),
    managementCompanyId: requiredRef(() => managementCompanies.id),
    ownerId: integer()
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** The login e-mail typed in (lowercase). */
    email: text().notNull(),
    passwordHash: text().notNull(),
    ...passcodeColumns(),
    /** Set when killed by wrong codes (finished or superseded rows are deleted). */
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.ownerId)],
);
