import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { managementCompanies } from './management-companies';

/** The homeowner of record: owns properties, may or may not have a portal login. */
export const owners = pgTable(
  'owners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    managementCompanyId: requiredRef(() => managementCompanies.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Printed on the owner's letters; lets them sign up without knowing an account number. */
    registrationKey: text().unique(),
    /** The owner's primary contact e-mail; a payment provider needs one (PA037). */
    primaryEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.managementCompanyId)],
);
