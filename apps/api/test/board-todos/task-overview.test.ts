import type { BoardTaskKind, BoardTaskOverview } from '@hoa/contracts/board-task-overview';
import type { InvoiceList } from '@hoa/contracts/vendor-invoices';
import { expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/clock';
import { actionItemsApi, as, associationsApi, errorOf, paymentsApi } from '../calls';
import { buildTestApp, type DbKind, forEachDatabase } from '../helper';
import { signInEveryone } from '../principals';

vi.setConfig({ testTimeout: 240_000 });

const now = new Date('2026-11-20T15:00:00Z');
const overviewOf = (associationId: number) =>
  `${paymentsApi}/BoardMember/BoardMemberTaskOverview?associationId=${associationId}`;

async function overviewWorld(kind: DbKind) {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(now) });
  return { ...(await signInEveryone(test)), test };
}

type World = Awaited<ReturnType<typeof overviewWorld>>;

async function countsOf(world: World, token: string | null, associationId: number) {
  const response = await as(world.test.app, token).get(overviewOf(associationId));
  expect(response.statusCode).toBe(200);
  const overview = response.json<BoardTaskOverview>();
  expect(overview.associationId).toBe(associationId);
  return Object.fromEntries(overview.items.map((item) => [item.kind, item])) as Record<
    BoardTaskKind,
    BoardTaskOverview['items'][number]
  >;
}

forEachDatabase((kind) => {
  it('counts what needs the board member, as the linked pages list it: ARC votes, invoices, their to-dos, collection decisions', async () => {
    const world = await overviewWorld(kind);
    const { harbor, meadow } = world.associationIds;
    const board = as(world.test.app, world.tokens.board);
    const before = await countsOf(world, world.tokens.board, meadow);
    expect(Object.keys(before)).toEqual([
      'arcVotes',
      'invoiceApprovals',
      'openTodos',
      'overdueTodos',
      'collectionDecisions',
      'workOrderEstimates',
      'violationEscalations',
    ]);
    expect(before.openTodos.href).toBe(`/board/to-do-list?association=${meadow}&filter=mine`);

    // ARC: the list's own "awaiting my vote" rule for this association
    const arcs = await board.get(
      `${actionItemsApi}/Board/ArcRequests?associationId=${meadow}&awaitingMyVote=true&period=all`,
    );
    expect(before.arcVotes.count).toBe(arcs.json<{ total: number }>().total);
    // invoices: pending ones without a decision of mine
    const invoices = (
      await board.get(`${associationsApi}/Board/Associations/${meadow}/Invoices?status=pending`)
    ).json<InvoiceList>();
    expect(before.invoiceApprovals.count).toBe(
      invoices.invoices.filter((invoice) => invoice.myDecision === null).length,
    );

    // work orders: the estimates the board's list shows awaiting it (the demo's pool deck)
    const estimates = (
      await board.get(`${associationsApi}/Board/Associations/${meadow}/WorkOrders?status=estimate_pending`)
    ).json<{ workOrders: unknown[] }>();
    expect(before.workOrderEstimates.count).toBeGreaterThan(0);
    expect(before.workOrderEstimates.count).toBe(estimates.workOrders.length);
    expect(before.workOrderEstimates.href).toBe(
      `/board/work-orders?association=${meadow}&status=estimate_pending`,
    );

    // violations: the escalations (a fine, a hearing) the board's list shows awaiting it
    const escalations = (
      await board.get(`${associationsApi}/Board/Associations/${meadow}/Violations?view=awaitingBoard`)
    ).json<{ violations: unknown[] }>();
    expect(before.violationEscalations.count).toBeGreaterThan(0);
    expect(before.violationEscalations.count).toBe(escalations.violations.length);
    expect(before.violationEscalations.href).toBe(
      `/board/violations?association=${meadow}&view=awaitingBoard`,
    );

    // to-dos: mine open and overdue by the association's day, not others' nor done ones
    const todos = `${associationsApi}/Board/Associations/${meadow}/Todos`;
    const add = async (body: Record<string, unknown>) =>
      (await board.post(todos, body)).json<{ id: number }>();
    const late = await add({ title: 'Late', assigneeUserId: world.userIds.board, dueDate: '2026-11-01' });
    await add({ title: 'Later', assigneeUserId: world.userIds.board, dueDate: '2026-12-01' });
    await add({ title: 'Chair', assigneeUserId: world.userIds.chair, dueDate: '2026-11-01' });
    const done = await add({ title: 'Done', assigneeUserId: world.userIds.board, dueDate: '2026-11-01' });
    await board.put(`${todos}/${done.id}/Done`, { done: true });
    const withTodos = await countsOf(world, world.tokens.board, meadow);
    expect(withTodos.openTodos.count).toBe(before.openTodos.count + 2);
    expect(withTodos.overdueTodos.count).toBe(before.overdueTodos.count + 1);
    const mine = await board.get(`${todos}?filter=myOverdue`);
    expect(mine.json<{ todos: unknown[] }>().todos).toHaveLength(withTodos.overdueTodos.count);
    await board.put(`${todos}/${late.id}/Done`, { done: true });
    expect((await countsOf(world, world.tokens.board, meadow)).overdueTodos.count).toBe(
      before.overdueTodos.count,
    );

    // collections: only an account's latest stage, only while it needs a decision
    const staff = as(world.test.app, world.tokens.staff);
    const stage = `${associationsApi}/Staff/Associations/${harbor}/Collections/${world.subLedgerIds.homeownerA}/Stage`;
    const harborBefore = (await countsOf(world, world.tokens.board, harbor)).collectionDecisions.count;
    expect((await staff.post(stage, { stage: 'intent_to_lien', note: 'Test' })).statusCode).toBe(201);
    expect((await countsOf(world, world.tokens.board, harbor)).collectionDecisions.count).toBe(
      harborBefore + 1,
    );
    expect((await staff.post(stage, { stage: 'payment_plan', note: 'Agreed' })).statusCode).toBe(201);
    expect((await countsOf(world, world.tokens.board, harbor)).collectionDecisions.count).toBe(harborBefore);
    const attorney = (await staff.post(stage, { stage: 'attorney', note: 'Test' })).json<{ id: number }>();
    expect((await countsOf(world, world.tokens.chair, harbor)).collectionDecisions.count).toBe(
      harborBefore + 1,
    );
    const decided = await board.post(
      `${associationsApi}/Board/Associations/${harbor}/Collections/Stages/${attorney.id}/Decision`,
      { decision: 'approved' },
    );
    expect(decided.statusCode).toBe(204);
    expect((await countsOf(world, world.tokens.board, harbor)).collectionDecisions.count).toBe(harborBefore);
  });

  it('answers only board members of the association: 403 for a member without a board role, 404 for others', async () => {
    const world = await overviewWorld(kind);
    const { meadow } = world.associationIds;
    const statusOf = async (token: string | null, id = meadow) =>
      (await as(world.test.app, token).get(overviewOf(id))).statusCode;
    expect(await statusOf(world.tokens.chair)).toBe(200);
    expect(errorOf(await as(world.test.app, world.tokens.homeownerB).get(overviewOf(meadow))).status).toBe(
      403,
    );
    expect(await statusOf(world.tokens.boardOther)).toBe(404);
    expect(await statusOf(world.tokens.staff)).toBe(404);
    expect(await statusOf(null)).toBe(401);
    expect(await statusOf(world.tokens.board, 2_000_000_000)).toBe(404);
    const bad = await as(world.test.app, world.tokens.board).get(
      `${paymentsApi}/BoardMember/BoardMemberTaskOverview?associationId=abc`,
    );
    expect(errorOf(bad)).toMatchObject({ status: 400 });
    expect(errorOf(bad).detail).toContain('associationId');
  });
});
