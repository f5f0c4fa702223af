import type { BoardMemberChoice, Todo, TodoFilter } from '@hoa/contracts/board-todos';
import { todoMessages } from '@hoa/contracts/board-todos';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { boardTodos } from '../../db/schema/board-todos';
import { associationMemberships, boardRoles } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: todoMessages.notFound });

/** The association's today, by which a to-do is overdue (its own time zone, not the server's). */
export async function associationToday(db: Db, associationId: number, now: Date): Promise<string> {
  const [row] = await db
    .select({ timeZone: associations.timeZone })
    .from(associations)
    .where(eq(associations.id, associationId));
  return calendarDateIn(now, row?.timeZone ?? 'America/New_York');
}

/** Whom a to-do of the association can be assigned to: its board members and chair, by name. */
export async function boardMembersOf(db: Db, associationId: number): Promise<BoardMemberChoice[]> {
  const rows = await db
    .selectDistinct({ userId: users.id, name: users.displayName })
    .from(associationMemberships)
    .innerJoin(users, eq(users.id, associationMemberships.userId))
    .where(
      and(
        eq(associationMemberships.associationId, associationId),
        inArray(associationMemberships.role, [...boardRoles]),
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
  return rows;
}

const assignee = alias(users, 'assignee');
const doneBy = alias(users, 'done_by');
const creator = alias(users, 'creator');

function filterOf(filter: TodoFilter, viewerId: number | null, today: string): SQL | undefined {
  switch (filter) {
    case 'open':
      return isNull(boardTodos.doneAt);
    case 'mine':
      return and(isNull(boardTodos.doneAt), eq(boardTodos.assigneeUserId, viewerId ?? 0));
    case 'myOverdue':
      return and(
        isNull(boardTodos.doneAt),
        eq(boardTodos.assigneeUserId, viewerId ?? 0),
        lt(boardTodos.dueDate, today),
      );
    case 'overdue':
      return and(isNull(boardTodos.doneAt), lt(boardTodos.dueDate, today));
    case 'done':
      return isNotNull(boardTodos.doneAt);
    case 'all':
      return undefined;
  }
}

/**
 * The association's to-dos for a filter ("mine" is the viewer's; staff have none): open ones by due date
 * (undated last), done ones newest first.
 */
export async function listTodos(
  db: Db,
  options: {
    associationId: number;
    filter: TodoFilter;
    viewerId: number | null;
    today: string;
    todoId?: number;
  },
): Promise<Todo[]> {
  const { associationId, filter, viewerId, today, todoId } = options;
  const rows = await db
    .select({
      id: boardTodos.id,
      title: boardTodos.title,
      notes: boardTodos.notes,
      assigneeUserId: boardTodos.assigneeUserId,
      assigneeName: assignee.displayName,
      dueDate: boardTodos.dueDate,
      doneAt: boardTodos.doneAt,
      doneByName: doneBy.displayName,
      createdAt: boardTodos.createdAt,
      createdByName: creator.displayName,
    })
    .from(boardTodos)
    .leftJoin(assignee, eq(assignee.id, boardTodos.assigneeUserId))
    .leftJoin(doneBy, eq(doneBy.id, boardTodos.doneByUserId))
    .innerJoin(creator, eq(creator.id, boardTodos.createdByUserId))
    .where(
      and(
        eq(boardTodos.associationId, associationId),
        filterOf(filter, viewerId, today),
        todoId === undefined ? undefined : eq(boardTodos.id, todoId),
      ),
    )
    .orderBy(
      sql`${boardTodos.doneAt} is not null`,
      desc(boardTodos.doneAt),
      sql`${boardTodos.dueDate} asc nulls last`,
      asc(boardTodos.id),
    )
    .limit(2000);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    notes: row.notes,
    assigneeUserId: row.assigneeUserId,
    assigneeName: row.assigneeName,
    dueDate: row.dueDate,
    overdue: row.doneAt === null && row.dueDate !== null && row.dueDate < today,
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneByName: row.doneByName,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
  }));
}

/** One to-do of the association, as the list shows it, or a 404. */
export async function loadTodo(db: Db, associationId: number, id: number, today: string): Promise<Todo> {
  const [todo] = await listTodos(db, { associationId, filter: 'all', viewerId: null, today, todoId: id });
  if (!todo) throw notFound();
  return todo;
}

interface TodoFields {
  title: string;
  notes: string;
  assigneeUserId: number | null;
  dueDate: string | null;
}

async function checkAssignee(db: Db, associationId: number, userId: number | null) {
  if (userId === null) return;
  const members = await boardMembersOf(db, associationId);
  if (!members.some((member) => member.userId === userId)) {
    throw fieldInvalid('assigneeUserId', todoMessages.assigneeNotOnBoard);
  }
}

const auditView = (row: typeof boardTodos.$inferSelect) => ({
  todoId: row.id,
  title: row.title,
  notes: row.notes,
  assigneeUserId: row.assigneeUserId,
  dueDate: row.dueDate,
  done: row.doneAt !== null,
});

/** A new to-do of the association, with its audit entry in the same transaction. */
export async function createTodo(
  db: Db,
  input: { associationId: number; fields: TodoFields; action: BoardAction },
): Promise<number> {
  await checkAssignee(db, input.associationId, input.fields.assigneeUserId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boardTodos)
      .values({
        associationId: input.associationId,
        ...input.fields,
        createdByUserId: input.action.principal.userId,
        createdAt: input.action.now,
        updatedAt: input.action.now,
      })
      .returning();
    if (!row) throw new Error('No to-do was stored');
    await recordBoardAction(tx, input.action, {
      object: 'Board to-do',
      status: 201,
      before: null,
      after: auditView(row),
    });
    return row.id;
  });
}

/** Reads the to-do under its row lock, changes it, and writes the audit entry, all in one transaction. */
async function changeTodo(
  db: Db,
  input: { associationId: number; todoId: number; action: BoardAction },
  change: (row: typeof boardTodos.$inferSelect) => Partial<typeof boardTodos.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(boardTodos)
      .where(and(eq(boardTodos.id, input.todoId), eq(boardTodos.associationId, input.associationId)))
      .for('update');
    if (!row) throw notFound();
    const [after] = await tx
      .update(boardTodos)
      .set({ ...change(row), updatedAt: input.action.now })
      .where(eq(boardTodos.id, row.id))
      .returning();
    if (!after) throw notFound();
    await recordBoardAction(tx, input.action, {
      object: 'Board to-do',
      status: 200,
      before: auditView(row),
      after: auditView(after),
    });
  });
}

/** Changes what a to-do says (title, notes, assignee, due date). */
export async function updateTodo(
  db: Db,
  input: { associationId: number; todoId: number; fields: TodoFields; action: BoardAction },
): Promise<void> {
  await checkAssignee(db, input.associationId, input.fields.assigneeUserId);
  await changeTodo(db, input, () => input.fields);
}

/** Ticks a to-do off (who and when; ticking a done one again keeps the first) or opens it again. */
export async function setTodoDone(
  db: Db,
  input: { associationId: number; todoId: number; done: boolean; action: BoardAction },
): Promise<void> {
  await changeTodo(db, input, (row) =>
    input.done
      ? row.doneAt
        ? {}
        : { doneAt: input.action.now, doneByUserId: input.action.principal.userId }
      : { doneAt: null, doneByUserId: null },
  );
}

/** This board member's open to-dos of the association, and how many of them are overdue (one index range). */
export async function countMyTodos(
  db: Db,
  input: { associationId: number; userId: number; today: string },
): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${boardTodos.dueDate} < ${input.today}))::int`,
    })
    .from(boardTodos)
    .where(
      and(
        eq(boardTodos.associationId, input.associationId),
        eq(boardTodos.assigneeUserId, input.userId),
        isNull(boardTodos.doneAt),
      ),
    );
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}
