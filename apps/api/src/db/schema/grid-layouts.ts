import type { GridLayout } from '@hoa/contracts/grid-layouts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's saved layout of one grid (issue 14, ADR 116): column order, hidden columns, widths and sort,
 * checked by the contract's schema before it is stored; one row per user and grid, replaced on save.
 */
export const gridLayouts = pgTable(
  'grid_layouts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gridId: text().notNull(),
    layout: jsonb().$type<GridLayout>().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gridId] }),
    check('grid_layouts_grid_id_check', sql`${t.gridId} ~ '^[a-z][a-z0-9-]{0,63}$'`),
    check('grid_layouts_size_check', sql`octet_length(${t.layout}::text) <= 16384`),
  ],
);
