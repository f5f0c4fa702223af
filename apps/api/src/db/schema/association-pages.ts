import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { associations } from './associations';

/** An association's custom pages (SPEC §3 user settings `pages`), opened at /custom/{legacyAction}. */
export const associationPages = pgTable(
  'association_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    legacyAction: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.associationId)],
);
