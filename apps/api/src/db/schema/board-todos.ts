import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { requiredRef } from './columns';
import { users } from './users';

/**
 * A task of an association's board (issue 18, ADR 131): maybe assigned to one of its board members and
 * due on a day; done when `doneAt` is set (with who ticked it off).
 */
export const boardTodos = pgTable(
  'board_todos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    title: text().notNull(),
    notes: text().notNull().default(''),
    assigneeUserId: integer().references(() => users.id),
    dueDate: date({ mode: 'string' }),
    doneAt: timestamp({ withTimezone: true }),
    doneByUserId: integer().references(() => users.id),
    createdByUserId: requiredRef(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.associationId, t.createdAt),
    // the task overview counts one member's open to-dos and those due before today: an index-only range
    index('board_todos_open_by_assignee')
      .on(t.associationId, t.assigneeUserId, t.dueDate)
      .where(sql`${t.doneAt} is null`),
    check('board_todos_done_check', sql`(${t.doneAt} is null) = (${t.doneByUserId} is null)`),
    check('board_todos_title_check', sql`length(${t.title}) between 1 and 200`),
  ],
);
