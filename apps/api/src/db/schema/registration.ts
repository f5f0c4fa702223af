import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { managementCompanies } from './management-companies';

/** "Request an account": recorded for the management company's staff to follow up. */
export const accountRequests = pgTable('account_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  managementCompanyId: integer()
    .notNull()
    .references(() => managementCompanies.id),
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
