import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from './owners';

export const contactTypes = ['email', 'phone', 'address'] as const;
export type ContactTypeName = (typeof contactTypes)[number];

/**
 * An owner's e-mails, phone numbers and mailing addresses (SPEC §3 "Contacts by type"). Exactly one
 * primary per owner and type: at most one by the partial unique index, at least one (when the type has
 * any) by a deferred constraint trigger; the primary e-mail is mirrored into owners.primary_email by a
 * trigger (migration 0011, hand-written part).
 */
export const ownerContacts = pgTable(
  'owner_contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    type: text().$type<ContactTypeName>().notNull(),
    label: text().notNull(),
    isPrimary: boolean().notNull().default(false),
    /** The e-mail (type email) or the phone number (type phone). */
    value: text(),
    /** Addressee of a mailing address. */
    name: text(),
    isInternational: boolean().notNull().default(false),
    street: text(),
    secondAddress: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text(),
    province: text(),
    postalCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerId, t.type),
    uniqueIndex('owner_contacts_one_primary_per_type').on(t.ownerId, t.type).where(sql`${t.isPrimary}`),
    check(
      'owner_contacts_type_check',
      sql`${t.type} in (${sql.raw(contactTypes.map((v) => `'${v}'`).join(', '))})`,
    ),
    check(
      'owner_contacts_shape_check',
      sql`case when ${t.type} = 'address' then ${t.street} is not null and ${t.city} is not null and ${t.value} is null
        else ${t.value} is not null and ${t.street} is null end`,
    ),
  ],
);

/** SPEC §3 preferences, one row per owner (defaults when the row is missing). */
export const ownerPreferences = pgTable('owner_preferences', {
  ownerId: integer()
    .primaryKey()
    .references(() => owners.id, { onDelete: 'cascade' }),
  sendPaymentConfirmationEmail: boolean().notNull().default(true),
  receivePayBillingText: boolean().notNull().default(false),
  directoryShowName: boolean().notNull().default(false),
  directoryShowPhone: boolean().notNull().default(false),
  directoryShowEmail: boolean().notNull().default(false),
  directoryShowMailingAddress: boolean().notNull().default(false),
  directoryShowTitle: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
