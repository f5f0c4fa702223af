import {
  todoDoneSchema,
  todoFormSchema,
  todoListQuerySchema,
  todoListSchema,
  todoSchema,
} from '@hoa/contracts/board-todos';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse, sendCsv } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { boardActionOf } from '../audit/board-audit';
import {
  associationToday,
  boardMembersOf,
  createTodo,
  listTodos,
  loadTodo,
  setTodoDone,
  updateTodo,
} from './todo-store';
import { todosCsv } from './todos-csv';

const errors = errorResponses(400, 401, 403, 404);
const associationParams = z.object({ associationId: recordIdParam });
const todoParams = associationParams.extend({ todoId: recordIdParam });
type Side = 'board' | 'staff';
const who: Record<Side, string> = { board: 'Board', staff: 'Staff' };

const authorizeTodos = (
  app: FastifyInstance,
  request: FastifyRequest,
  associationId: number,
  as: Side,
  action: 'read' | 'write',
) => authorize(app.db, principalOf(request), { action, resource: { type: 'boardTodos', associationId, as } });

/**
 * The board's to-do list (issue 18, ADR 131), from both sides: board members of the association and staff
 * of its management company (`/Staff/…`) list, export, create, change and tick off its to-dos. Every write is in the audit trail, in the write's transaction.
 */
function todoRoutesFor(side: Side): FastifyPluginAsyncZod {
  const base = `/${who[side]}/Associations/:associationId/Todos`;
  return async (app) => {
    app.get(
      base,
      routeOptions('user', {
        summary: `${who[side]}: the association's to-dos (open, mine, overdue by its local date, done, all) and its board members`,
        params: associationParams,
        querystring: todoListQuerySchema,
        response: { 200: todoListSchema, ...errors },
      }),
      async (request) => {
        const { associationId } = request.params;
        await authorizeTodos(app, request, associationId, side, 'read');
        const viewerId = side === 'board' ? principalOf(request).userId : null;
        const today = await associationToday(app.db, associationId, app.clock.now());
        const [todos, boardMembers] = await Promise.all([
          listTodos(app.db, { associationId, filter: request.query.filter, viewerId, today }),
          boardMembersOf(app.db, associationId),
        ]);
        return { today, todos, boardMembers };
      },
    );

    app.get(
      `${base}/Export`,
      routeOptions('user', {
        summary: `${who[side]}: the to-dos of a filter as CSV`,
        params: associationParams,
        querystring: todoListQuerySchema,
        response: {
          200: csvResponse(),
          ...errors,
        },
      }),
      async (request, reply) => {
        const { associationId } = request.params;
        await authorizeTodos(app, request, associationId, side, 'read');
        const now = app.clock.now();
        const today = await associationToday(app.db, associationId, now);
        const { filter } = request.query;
        const todos = await listTodos(app.db, {
          associationId,
          filter,
          viewerId: side === 'board' ? principalOf(request).userId : null,
          today,
        });
        return sendCsv(reply, `to-dos-${filter}-${today}.csv`, todosCsv(todos));
      },
    );

    app.post(
      base,
      routeOptions('user', {
        summary: `${who[side]}: add a to-do (title, notes, assignee among the board members, due date)`,
        params: associationParams,
        body: todoFormSchema,
        response: { 201: todoSchema, ...errors },
      }),
      async (request, reply) => {
        const principal = principalOf(request);
        const { associationId } = request.params;
        await authorizeTodos(app, request, associationId, side, 'write');
        const now = app.clock.now();
        const id = await createTodo(app.db, {
          associationId,
          fields: request.body,
          action: boardActionOf(request, principal, now),
        });
        const today = await associationToday(app.db, associationId, now);
        return reply.code(201).send(await loadTodo(app.db, associationId, id, today));
      },
    );

    app.put(
      `${base}/:todoId`,
      routeOptions('user', {
        summary: `${who[side]}: change a to-do's title, notes, assignee or due date`,
        params: todoParams,
        body: todoFormSchema,
        response: { 200: todoSchema, ...errors },
      }),
      async (request) => {
        const principal = principalOf(request);
        const { associationId, todoId } = request.params;
        await authorizeTodos(app, request, associationId, side, 'write');
        const now = app.clock.now();
        const action = boardActionOf(request, principal, now);
        await updateTodo(app.db, { associationId, todoId, fields: request.body, action });
        return loadTodo(app.db, associationId, todoId, await associationToday(app.db, associationId, now));
      },
    );

    app.put(
      `${base}/:todoId/Done`,
      routeOptions('user', {
        summary: `${who[side]}: tick a to-do off (who and when are kept) or open it again`,
        params: todoParams,
        body: todoDoneSchema,
        response: { 200: todoSchema, ...errors },
      }),
      async (request) => {
        const principal = principalOf(request);
        const { associationId, todoId } = request.params;
        await authorizeTodos(app, request, associationId, side, 'write');
        const now = app.clock.now();
        const action = boardActionOf(request, principal, now);
        await setTodoDone(app.db, { associationId, todoId, done: request.body.done, action });
        return loadTodo(app.db, associationId, todoId, await associationToday(app.db, associationId, now));
      },
    );
  };
}

export const boardTodoRoutes = todoRoutesFor('board');
export const staffTodoRoutes = todoRoutesFor('staff');
