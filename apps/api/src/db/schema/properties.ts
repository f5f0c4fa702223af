import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { requiredRef } from './columns';
import { owners } from './owners';

export const properties = pgTable(
  'properties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    ownerId: requiredRef(() => owners.id),
    accountNumber: text().notNull(),
    address1: text().notNull(),
    address2: text(),
    city: text().notNull(),
    stateProvince: text().notNull(),
    postalCode: text().notNull(),
    /** The management company turned off portal payments for this account. */
    paymentsDisabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('properties_association_account_number_unique').on(t.associationId, t.accountNumber),
    index().on(t.ownerId),
  ],
);
