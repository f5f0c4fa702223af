import { z } from 'zod';
import { calendarDate, recordId, text } from './request-fields';

/**
 * The board's to-do list (issue 18, ADR 131): tasks of one association's board, created by its board
 * members or by staff, each maybe assigned to one of its board members and due on a day; ticked off
 * with who and when. Calls of the associations service under `/Board/Associations/{id}/Todos…` and
 * `/Staff/Associations/{id}/Todos…`.
 */

export const todoMessages = {
  notFound: 'This to-do does not exist in this association.',
  assigneeNotOnBoard: 'Choose one of this association’s board members.',
  titleRequired: 'Title is required',
} as const;

/**
 * Which to-dos a list shows: open; mine (open, assigned to me); myOverdue (mine, due before today);
 * overdue (open, due before the association's today); done; all.
 */
export const todoFilters = ['open', 'mine', 'myOverdue', 'overdue', 'done', 'all'] as const;
export type TodoFilter = (typeof todoFilters)[number];
export const todoFilterLabels: Record<TodoFilter, string> = {
  open: 'Open',
  mine: 'Mine',
  myOverdue: 'Mine overdue',
  overdue: 'Overdue',
  done: 'Done',
  all: 'All',
};

export const maxTodoTitle = 200;
export const maxTodoNotes = 4000;

export const todoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    notes: z.string(),
    assigneeUserId: z.number().int().nullable(),
    assigneeName: z.string().nullable(),
    dueDate: z.string().nullable(),
    /** Open and due before the association's today. */
    overdue: z.boolean(),
    done: z.boolean(),
    doneAt: z.string().nullable(),
    doneByName: z.string().nullable(),
    createdAt: z.string(),
    createdByName: z.string(),
  })
  .meta({ id: 'BoardTodo' });
export type Todo = z.infer<typeof todoSchema>;

export const boardMemberSchema = z
  .object({ userId: z.number().int(), name: z.string() })
  .meta({ id: 'BoardMemberChoice' });
export type BoardMemberChoice = z.infer<typeof boardMemberSchema>;

export const todoListSchema = z
  .object({
    /** The association's today (YYYY-MM-DD), by which "overdue" is judged. */
    today: z.string(),
    todos: z.array(todoSchema),
    /** Whom a to-do can be assigned to. */
    boardMembers: z.array(boardMemberSchema),
  })
  .meta({ id: 'BoardTodoList' });
export type TodoList = z.infer<typeof todoListSchema>;

export const todoListQuerySchema = z.object({ filter: z.enum(todoFilters).default('open') });
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;

/** POST …/Todos and PUT …/Todos/{todoId}: what a to-do says. */
export const todoFormSchema = z
  .object({
    title: text()
      .trim()
      .min(1, todoMessages.titleRequired)
      .max(maxTodoTitle, `At most ${maxTodoTitle} characters`),
    notes: text().trim().max(maxTodoNotes, `At most ${maxTodoNotes} characters`).default(''),
    assigneeUserId: recordId.nullable().default(null),
    dueDate: calendarDate().nullable().default(null),
  })
  .strict()
  .meta({ id: 'BoardTodoForm' });
export type TodoForm = z.input<typeof todoFormSchema>;

/** PUT …/Todos/{todoId}/Done: tick it off, or open it again. */
export const todoDoneSchema = z.object({ done: z.boolean() }).strict().meta({ id: 'BoardTodoDone' });

export const todoCsvColumns = [
  'To-do ID',
  'Title',
  'Assigned to',
  'Due date',
  'Status',
  'Done on',
  'Done by',
  'Created by',
  'Notes',
] as const;
