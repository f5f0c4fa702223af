import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { owners } from './owners';
import { users } from './users';

/** A login acts for one or more owners of record (e.g. spouses share an owner). */
export const userOwners = pgTable(
  'user_owners',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ownerId] }), index().on(t.ownerId)],
);

export const associationRoles = ['homeowner', 'non_homeowner_member', 'board_member', 'board_chair'] as const;
export type AssociationRole = (typeof associationRoles)[number];

/** Board roles: a chair is also a board member (`isBoardMember` in the user settings). */
export const boardRoles: readonly AssociationRole[] = ['board_member', 'board_chair'];

export const associationMemberships = pgTable(
  'association_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    role: text().$type<AssociationRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('association_memberships_user_association_role_unique').on(t.userId, t.associationId, t.role),
    index().on(t.associationId),
    /** An association has at most one board chair (who records ARC decisions, ADR 111). */
    uniqueIndex('association_memberships_one_chair')
      .on(t.associationId)
      .where(sql`${t.role} = 'board_chair'`),
    check(
      'association_memberships_role_check',
      sql`${t.role} in (${sql.raw(associationRoles.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);
