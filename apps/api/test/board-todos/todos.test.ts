import { type Todo, type TodoList, todoMessages } from '@hoa/contracts/board-todos';
import { asc, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/clock';
import { auditLog } from '../../src/db/schema/audit-log';
import { boardTodos } from '../../src/db/schema/board-todos';
import { demoCompany } from '../../src/seed/demo';
import { as, associationsApi, errorOf, signIn } from '../calls';
import { buildTestApp, type DbKind, forEachDatabase } from '../helper';
import { signInEveryone } from '../principals';

vi.setConfig({ testTimeout: 240_000 });

/** 03:00 UTC on the 20th is still the 19th in New York (Meadowbrook's time zone). */
const now = new Date('2026-11-20T03:00:00Z');

const todos = (associationId: number, area: 'Board' | 'Staff' = 'Board', path = '') =>
  `${associationsApi}/${area}/Associations/${associationId}/Todos${path}`;

async function todoWorld(kind: DbKind) {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(now) });
  const world = await signInEveryone(test);
  const mimicBoard = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'todo-mimic-board',
  });
  return { ...world, test, meadow: world.associationIds.meadow, mimicBoard };
}

const idsOf = (list: TodoList) => list.todos.map((todo) => todo.id);

forEachDatabase((kind) => {
  it('board members add, assign, change and tick off to-dos; the filters judge overdue by the local date; every write is audited', async () => {
    const world = await todoWorld(kind);
    const board = as(world.test.app, world.tokens.board);
    const chair = as(world.test.app, world.tokens.chair);
    const list = async (who: typeof board, filter: string) =>
      (await who.get(`${todos(world.meadow)}?filter=${filter}`)).json<TodoList>();

    const first = await list(board, 'open');
    expect(first.today).toBe('2026-11-19');
    expect(first.boardMembers.map((member) => member.userId)).toEqual(
      expect.arrayContaining([world.userIds.board, world.userIds.chair]),
    );
    expect(first.boardMembers.map((member) => member.userId)).not.toContain(world.userIds.homeownerB);

    const create = async (body: Record<string, unknown>) => {
      const response = await board.post(todos(world.meadow), body);
      expect(response.statusCode).toBe(201);
      return response.json<Todo>();
    };
    // due on the association's today: not overdue yet, though the server's UTC day is the 20th
    const today = await create({
      title: 'Order pool signs',
      assigneeUserId: world.userIds.chair,
      dueDate: '2026-11-19',
    });
    const late = await create({
      title: '  Call the auditor ',
      notes: 'About the reserve study',
      assigneeUserId: world.userIds.chair,
      dueDate: '2026-11-18',
    });
    const mine = await create({ title: 'Read the bids', assigneeUserId: world.userIds.board });
    expect(late).toMatchObject({
      title: 'Call the auditor',
      overdue: true,
      done: false,
      assigneeName: expect.any(String),
    });
    expect(today.overdue).toBe(false);
    expect(mine).toMatchObject({ dueDate: null, notes: '', overdue: false });

    expect(idsOf(await list(board, 'overdue'))).toContain(late.id);
    expect(idsOf(await list(board, 'overdue'))).not.toContain(today.id);
    expect(idsOf(await list(chair, 'mine'))).toEqual(expect.arrayContaining([today.id, late.id]));
    expect(idsOf(await list(chair, 'mine'))).not.toContain(mine.id);
    expect(idsOf(await list(board, 'mine'))).toContain(mine.id);
    expect(idsOf(await list(chair, 'myOverdue'))).toContain(late.id);
    expect(idsOf(await list(chair, 'myOverdue'))).not.toContain(today.id);
    expect(idsOf(await list(board, 'myOverdue'))).not.toContain(late.id);

    const changed = await board.put(todos(world.meadow, 'Board', `/${today.id}`), {
      title: 'Order pool signs',
      notes: 'Two of them',
      assigneeUserId: null,
      dueDate: '2026-11-25',
    });
    expect(changed.json<Todo>()).toMatchObject({
      notes: 'Two of them',
      assigneeUserId: null,
      dueDate: '2026-11-25',
    });

    const ticked = await chair.put(todos(world.meadow, 'Board', `/${late.id}/Done`), { done: true });
    expect(ticked.statusCode).toBe(200);
    const done = ticked.json<Todo>();
    expect(done).toMatchObject({ done: true, overdue: false, doneAt: now.toISOString() });
    expect(done.doneByName).toBeTruthy();
    expect(idsOf(await list(board, 'open'))).not.toContain(late.id);
    expect(idsOf(await list(board, 'overdue'))).not.toContain(late.id);
    expect(idsOf(await list(board, 'done'))).toContain(late.id);
    const reopened = await board.put(todos(world.meadow, 'Board', `/${late.id}/Done`), { done: false });
    expect(reopened.json<Todo>()).toMatchObject({
      done: false,
      doneAt: null,
      doneByName: null,
      overdue: true,
    });

    const audit = await world.test.database.db
      .select({ actor: auditLog.actorUserId, route: auditLog.route, changes: auditLog.changes })
      .from(auditLog)
      .where(like(auditLog.route, '%/Todos%'))
      .orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(6);
    expect(audit[4]).toMatchObject({
      actor: world.userIds.chair,
      changes: { kind: 'change', object: 'Board to-do', before: { done: false }, after: { done: true } },
    });

    const csv = await board.get(`${todos(world.meadow, 'Board', '/Export')}?filter=all`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Call the auditor');
    expect(csv.body).toContain('Overdue');
  });

  it('bad input is a 400 naming the field and stores nothing; mimic mode, members without a board role and other boards cannot write', async () => {
    const world = await todoWorld(kind);
    const board = as(world.test.app, world.tokens.board);
    const db = world.test.database.db;
    const count = async () => (await db.select({ id: boardTodos.id }).from(boardTodos)).length;
    const before = await count();
    const refusals: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Ok', dueDate: '2026-02-30' }, 'dueDate'],
      [{ title: 'Ok', dueDate: 'tomorrow' }, 'dueDate'],
      [{ title: 'Ok', assigneeUserId: world.userIds.homeownerB }, 'assigneeUserId'],
      [{ title: 'Ok', assigneeUserId: world.userIds.boardOther }, 'assigneeUserId'],
      [{ title: 'Ok', assigneeUserId: 2_147_483_648 }, 'assigneeUserId'],
      [{ title: 'Ok', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of refusals) {
      const error = errorOf(await board.post(todos(world.meadow), body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(`${error.detail} ${error.message}`).toContain(field);
    }
    expect(
      errorOf(
        await board.post(todos(world.meadow), { title: 'Ok', assigneeUserId: world.userIds.homeownerB }),
      ).detail,
    ).toContain(todoMessages.assigneeNotOnBoard);
    expect(await count()).toBe(before);

    const created = (await board.post(todos(world.meadow), { title: 'Kept' })).json<Todo>();
    const path = todos(world.meadow, 'Board', `/${created.id}`);
    expect(errorOf(await board.put(path, { title: '' })).status).toBe(400);
    expect(errorOf(await board.put(`${path}/Done`, { done: 'yes' })).status).toBe(400);

    const mimic = as(world.test.app, world.mimicBoard);
    expect((await mimic.get(todos(world.meadow))).statusCode).toBe(200);
    expect(errorOf(await mimic.post(todos(world.meadow), { title: 'Mimic' })).status).toBe(403);
    expect(errorOf(await mimic.put(`${path}/Done`, { done: true })).status).toBe(403);
    expect(errorOf(await as(world.test.app, world.tokens.homeownerB).get(todos(world.meadow))).status).toBe(
      403,
    );
    expect(
      errorOf(await as(world.test.app, world.tokens.boardOther).put(`${path}/Done`, { done: true })).status,
    ).toBe(404);
    // a to-do of Meadowbrook is not found through another association's path
    const other = todos(world.associationIds.sunset, 'Board', `/${created.id}/Done`);
    expect(errorOf(await as(world.test.app, world.tokens.boardOther).put(other, { done: true })).status).toBe(
      404,
    );

    const [row] = await db.select().from(boardTodos).where(eq(boardTodos.id, created.id));
    expect(row).toMatchObject({ title: 'Kept', doneAt: null });
  });

  it('staff of the managing company list, add, change, tick off and export to-dos; they cannot read another side', async () => {
    const world = await todoWorld(kind);
    const staff = as(world.test.app, world.tokens.staff);
    const created = await staff.post(todos(world.meadow, 'Staff'), {
      title: 'Send the insurance renewal to the board',
      assigneeUserId: world.userIds.chair,
      dueDate: '2026-12-01',
    });
    expect(created.statusCode).toBe(201);
    const todo = created.json<Todo>();
    const changed = await staff.put(todos(world.meadow, 'Staff', `/${todo.id}`), {
      title: 'Send the insurance renewal',
      assigneeUserId: world.userIds.board,
      dueDate: null,
    });
    expect(changed.json<Todo>()).toMatchObject({
      title: 'Send the insurance renewal',
      assigneeUserId: world.userIds.board,
    });
    const staffList = (await staff.get(`${todos(world.meadow, 'Staff')}?filter=all`)).json<TodoList>();
    expect(idsOf(staffList)).toContain(todo.id);
    const ticked = await staff.put(todos(world.meadow, 'Staff', `/${todo.id}/Done`), { done: true });
    expect(ticked.json<Todo>()).toMatchObject({ done: true });
    await staff.put(todos(world.meadow, 'Staff', `/${todo.id}/Done`), { done: false });
    const csv = await staff.get(`${todos(world.meadow, 'Staff', '/Export')}?filter=all`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Send the insurance renewal');
    const boardMine = (
      await as(world.test.app, world.tokens.board).get(`${todos(world.meadow)}?filter=mine`)
    ).json<TodoList>();
    expect(idsOf(boardMine)).toContain(todo.id);
    expect(errorOf(await staff.get(todos(world.meadow))).status).toBe(404);
    expect(
      errorOf(await as(world.test.app, world.tokens.board).get(todos(world.meadow, 'Staff'))).status,
    ).toBe(403);
    const audit = await world.test.database.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(like(auditLog.route, '/svc/associations/api/Staff/Associations/:associationId/Todos%'));
    // added, changed, ticked off, opened again
    expect(audit).toEqual(Array.from({ length: 4 }, () => ({ actor: world.userIds.staff })));
  });
});
