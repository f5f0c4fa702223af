import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { managementCompanies } from './management-companies';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    managementCompanyId: requiredRef(() => managementCompanies.id),
    // users can type the e-mail in any case, but we store it in lowercase
    email: text().notNull(),
    /** argon2id PHC string; null until the user sets a password (registration, SSO-only users). */
    passwordHash: text(),
    displayName: text().notNull(),
    /** Management-company staff may act as a homeowner (mimic mode). */
    isStaff: boolean().notNull().default(false),
    /** Carried by access tokens (`gen`); a password change raises it, so older tokens stop working. */
    tokenGeneration: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one login per e-mail within a management company (the Customer); the same person may hold
    // logins at two companies
    unique('users_management_company_email_unique').on(t.managementCompanyId, t.email),
    index().on(t.email),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
  ],
);
