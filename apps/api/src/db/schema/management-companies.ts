import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A management company is a tenant; its `code` is the JWT `Customer` claim. */
export const managementCompanies = pgTable('management_companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  /** Whether the company sends payment reminder texts (profile configuration). */
  billingTextNotificationsAvailable: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
