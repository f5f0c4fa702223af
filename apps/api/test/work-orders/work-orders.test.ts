import {
  defaultEstimateThreshold,
  type WorkOrderDetail,
  workOrderMessages,
} from '@hoa/contracts/work-orders';
import { eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { vendors } from '../../src/db/schema/association-books';
import { auditLog } from '../../src/db/schema/audit-log';
import { workOrderStatusChanges, workOrders } from '../../src/db/schema/work-orders';
import { countEstimatesAwaitingBoard } from '../../src/modules/work-orders/work-order-overview';
import { as, errorOf } from '../calls';
import { multipartBody } from '../documents/library';
import { forEachDatabase } from '../helper';
import {
  boardWorkOrders,
  openOne,
  pngBytes,
  staffCall,
  staffSettings,
  staffWorkOrders,
  statusOf,
  workOrderWorld,
} from './work-order-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it('staff open, estimate, start and complete a work order; every move is in the history and the audit trail', async () => {
    const world = await workOrderWorld(kind);
    const staff = staffCall(world);
    const [vendor] = await world.test.database.db
      .insert(vendors)
      .values({ associationId: world.home, name: 'Zz Gate Repair' })
      .returning({ id: vendors.id });
    const id = await openOne(world, { vendorId: vendor?.id });
    expect((await statusOf(world, id))?.status).toBe('open');

    // under the threshold: approved without the board
    const estimated = await staff.put(staffWorkOrders(world.home, `/${id}/Estimate`), {
      estimatedCost: 25_000,
    });
    expect(estimated.statusCode).toBe(200);
    expect(estimated.json<WorkOrderDetail>().workOrder).toMatchObject({
      status: 'approved',
      estimatedCost: 25_000,
    });
    // no actual cost before the work starts
    expect(
      errorOf(await staff.put(staffWorkOrders(world.home, `/${id}/ActualCost`), { actualCost: 1 })).status,
    ).toBe(409);
    const started = await staff.post(staffWorkOrders(world.home, `/${id}/Status`), { status: 'in_progress' });
    expect(started.json<WorkOrderDetail>().workOrder.status).toBe('in_progress');
    const photo = multipartBody({}, { name: 'gate.png', bytes: pngBytes, type: 'image/png' });
    const uploaded = await staff.post(staffWorkOrders(world.home, `/${id}/Photos`), photo.payload, {
      headers: photo.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [saved] = uploaded.json<WorkOrderDetail>().photos;
    expect(saved).toMatchObject({ fileName: 'gate.png', contentType: 'image/png' });
    const image = await as(world.test.app, world.tokens.board).get(
      boardWorkOrders(world.home, `/${id}/Photos/${saved?.id}`),
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const actual = await staff.put(staffWorkOrders(world.home, `/${id}/ActualCost`), { actualCost: 27_550 });
    expect(actual.json<WorkOrderDetail>().workOrder.actualCost).toBe(27_550);
    const completed = await staff.post(staffWorkOrders(world.home, `/${id}/Status`), {
      status: 'completed',
      note: 'Latch replaced',
    });
    const detail = completed.json<WorkOrderDetail>();
    expect(detail.workOrder.status).toBe('completed');
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'open'],
      ['open', 'approved'],
      ['approved', 'in_progress'],
      ['in_progress', 'completed'],
    ]);
    // finished: nothing moves any more
    for (const status of ['in_progress', 'cancelled', 'completed']) {
      const refused = errorOf(await staff.post(staffWorkOrders(world.home, `/${id}/Status`), { status }));
      expect(refused.status, status).toBe(409);
    }
    expect(
      errorOf(
        await staff.put(staffWorkOrders(world.home, `/${id}`), { title: 'Another', commonArea: 'Pool' }),
      ).status,
    ).toBe(409);
    expect(
      errorOf(await staff.put(staffWorkOrders(world.home, `/${id}/Estimate`), { estimatedCost: 10 })).status,
    ).toBe(409);
    // the database refuses a move back too, and the history is append-only
    await expect(
      world.test.database.db.update(workOrders).set({ status: 'open' }).where(eq(workOrders.id, id)),
    ).rejects.toThrow();
    await expect(
      world.test.database.db.delete(workOrderStatusChanges).where(eq(workOrderStatusChanges.workOrderId, id)),
    ).rejects.toThrow();
    const audited = await world.test.database.db
      .select({ route: auditLog.route, changes: auditLog.changes })
      .from(auditLog)
      .where(like(auditLog.route, '%/WorkOrders%'));
    const objects = audited.map((row) => (row.changes as { object?: string } | null)?.object);
    expect(objects).toEqual(
      expect.arrayContaining([
        'Work order',
        'Work order estimate',
        'Work order status',
        'Work order photo',
        'Work order actual cost',
      ]),
    );
    expect(objects.length).toBe(6);

    // cancelling from open, and from in progress
    const other = await openOne(world);
    expect(
      (
        await staff.post(staffWorkOrders(world.home, `/${other}/Status`), {
          status: 'cancelled',
          note: 'Duplicate',
        })
      ).json<WorkOrderDetail>().workOrder.status,
    ).toBe('cancelled');
    const third = await openOne(world);
    await staff.post(staffWorkOrders(world.home, `/${third}/Status`), { status: 'in_progress' });
    expect(
      (
        await staff.post(staffWorkOrders(world.home, `/${third}/Status`), { status: 'cancelled' })
      ).json<WorkOrderDetail>().workOrder.status,
    ).toBe('cancelled');
    // completing what has not started is refused
    const fourth = await openOne(world);
    expect(
      errorOf(await staff.post(staffWorkOrders(world.home, `/${fourth}/Status`), { status: 'completed' })),
    ).toMatchObject({
      status: 409,
      detail: workOrderMessages.badTransition('Open', 'Completed'),
    });
  });

  it('an estimate over the threshold waits for the board: approve, or refuse with a note; mimic, other boards and staff cannot decide', async () => {
    const world = await workOrderWorld(kind);
    const staff = staffCall(world);
    expect((await staff.get(staffSettings(world.home))).json()).toEqual({
      estimateApprovalThreshold: defaultEstimateThreshold,
    });
    expect(
      (await staff.put(staffSettings(world.home), { estimateApprovalThreshold: 50_000 })).json(),
    ).toEqual({ estimateApprovalThreshold: 50_000 });
    expect(
      errorOf(await staff.put(staffSettings(world.home), { estimateApprovalThreshold: -1 })).detail,
    ).toContain('estimateApprovalThreshold');
    const id = await openOne(world);
    // exactly the threshold: approved at once
    const atThreshold = await openOne(world);
    await staff.put(staffWorkOrders(world.home, `/${atThreshold}/Estimate`), { estimatedCost: 50_000 });
    expect((await statusOf(world, atThreshold))?.status).toBe('approved');

    await staff.put(staffWorkOrders(world.home, `/${id}/Estimate`), { estimatedCost: 50_001 });
    expect(await statusOf(world, id)).toEqual({ status: 'estimate_pending', estimatedCost: 50_001 });
    expect(
      await countEstimatesAwaitingBoard(world.test.database.db, {
        associationId: world.home,
        userId: world.userIds.board,
      }),
    ).toBe(1);
    // work cannot start before the board decides
    expect(
      errorOf(await staff.post(staffWorkOrders(world.home, `/${id}/Status`), { status: 'in_progress' })),
    ).toMatchObject({ status: 409, detail: workOrderMessages.estimateNeedsBoard });

    const decide = (token: string | null, body: Record<string, string>, associationId = world.home) =>
      as(world.test.app, token).post(boardWorkOrders(associationId, `/${id}/EstimateDecision`), body);
    expect((await decide(world.mimicBoardToken, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(world.tokens.homeownerA, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(world.tokens.boardOther, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(world.tokens.staff, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(world.tokens.anonymous, { decision: 'approve' })).statusCode).toBe(401);
    // another association's board member sees no such work order in their own association
    expect(
      (await decide(world.tokens.board, { decision: 'approve' }, world.associationIds.meadow)).statusCode,
    ).toBe(404);
    const noNote = errorOf(await decide(world.tokens.board, { decision: 'refuse' }));
    expect(noNote.status).toBe(400);
    expect(noNote.detail).toContain('note');
    expect((await statusOf(world, id))?.status).toBe('estimate_pending');

    const refused = await decide(world.tokens.board, {
      decision: 'refuse',
      note: 'Too expensive; get two more quotes',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<WorkOrderDetail>().workOrder).toMatchObject({ status: 'open', estimatedCost: null });
    expect(refused.json<WorkOrderDetail>().history.at(-1)).toMatchObject({
      fromStatus: 'estimate_pending',
      toStatus: 'open',
      note: 'Estimate refused by the board: Too expensive; get two more quotes',
      estimatedCost: null,
    });
    expect(errorOf(await decide(world.tokens.board, { decision: 'approve' }))).toMatchObject({
      status: 409,
      detail: workOrderMessages.notAwaitingBoard,
    });

    await staff.put(staffWorkOrders(world.home, `/${id}/Estimate`), { estimatedCost: 80_000 });
    const approved = await decide(world.tokens.chair, { decision: 'approve', note: 'Go ahead' });
    expect(approved.json<WorkOrderDetail>().workOrder).toMatchObject({
      status: 'approved',
      estimatedCost: 80_000,
    });
    expect(
      await countEstimatesAwaitingBoard(world.test.database.db, {
        associationId: world.home,
        userId: world.userIds.board,
      }),
    ).toBe(0);
    const decisions = await world.test.database.db
      .select({ changes: auditLog.changes, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(like(auditLog.route, '%/EstimateDecision'));
    // the refused mimic call is audited too (as a request), besides the two decisions
    const objects = decisions.map((row) => (row.changes as { object?: string }).object);
    expect(objects.filter(Boolean)).toEqual(['Work order estimate refusal', 'Work order estimate approval']);
  });
});
