import type { RequestDetail } from '@hoa/contracts/community';
import { type WorkOrderDetail, type WorkOrderList, workOrderMessages } from '@hoa/contracts/work-orders';
import { and, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log';
import { countEstimatesAwaitingBoard } from '../../src/modules/work-orders/work-order-overview';
import { actionItemsApi, as, errorOf } from '../calls';
import { multipartBody } from '../documents/library';
import { forEachDatabase } from '../helper';
import {
  boardWorkOrders,
  jpegBytes,
  openOne,
  staffCall,
  staffSettings,
  staffWorkOrders,
  workOrderWorld,
} from './work-order-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it('the board reads, filters, exports and comments; others are refused; bad input names the field', async () => {
    const world = await workOrderWorld(kind);
    const staff = staffCall(world);
    const id = await openOne(world, {
      title: 'Trim the oak on the green',
      commonArea: 'Green',
      priority: 'low',
    });
    await openOne(world, {
      title: '=cmd() gutter',
      commonArea: null,
      propertyId: world.propertyIds.homeownerA,
    });
    const board = as(world.test.app, world.tokens.board);
    const list = (
      await board.get(boardWorkOrders(world.home, '?status=open&priority=low&search=oak'))
    ).json<WorkOrderList>();
    expect(list.workOrders.map((w) => w.id)).toEqual([id]);
    const csv = await board.get(boardWorkOrders(world.home, '/Export'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain("'=cmd() gutter");
    const commented = await board.post(boardWorkOrders(world.home, `/${id}/Messages`), {
      body: 'Please do it before the picnic.',
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json<WorkOrderDetail>().messages).toMatchObject([
      { authorRole: 'board', body: 'Please do it before the picnic.' },
    ]);
    await staff.post(staffWorkOrders(world.home, `/${id}/Messages`), { body: 'Scheduled for Friday.' });
    const detail = (await board.get(boardWorkOrders(world.home, `/${id}`))).json<WorkOrderDetail>();
    expect(detail.messages.map((m) => m.authorRole)).toEqual(['board', 'staff']);
    // refusals: mimic writes, a homeowner without a board role, another board, staff on the board side
    const comment = { body: 'x' };
    expect(
      (
        await as(world.test.app, world.mimicBoardToken).post(
          boardWorkOrders(world.home, `/${id}/Messages`),
          comment,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(world.test.app, world.mimicBoardToken).get(boardWorkOrders(world.home, `/${id}`))).statusCode,
    ).toBe(200);
    expect(
      (await as(world.test.app, world.tokens.homeownerB).get(boardWorkOrders(world.home))).statusCode,
    ).toBe(403);
    expect(
      (await as(world.test.app, world.tokens.boardOther).get(boardWorkOrders(world.home, `/${id}`)))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await as(world.test.app, world.tokens.board).get(
          boardWorkOrders(world.associationIds.meadow, `/${id}`),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await as(world.test.app, world.tokens.board).post(staffWorkOrders(world.home), {
          title: 'x',
          commonArea: 'y',
        })
      ).statusCode,
    ).toBe(403);
    // bad input: 400 naming the field, nothing stored
    const before = (await board.get(boardWorkOrders(world.home))).json<WorkOrderList>().workOrders.length;
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '', commonArea: 'Pool' }, 'title'],
      [{ title: 'x', commonArea: 'Pool', propertyId: world.propertyIds.homeownerA }, 'propertyId'],
      [{ title: 'x' }, 'commonArea'],
      [{ title: 'x', commonArea: 'Pool', priority: 'asap' }, 'priority'],
      [{ title: 'x', commonArea: null, propertyId: 999_999 }, 'propertyId'],
      [{ title: 'x', commonArea: 'Pool', vendorId: 999_999 }, 'vendorId'],
      [{ title: 'x\u0000', commonArea: 'Pool' }, 'title'],
    ];
    for (const [body, field] of bad) {
      const refused = errorOf(await staff.post(staffWorkOrders(world.home), body));
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.detail, JSON.stringify(body)).toContain(field);
    }
    for (const [path, body, field] of [
      [`/${id}/Estimate`, { estimatedCost: 12.5 }, 'estimatedCost'],
      [`/${id}/Estimate`, { estimatedCost: -1 }, 'estimatedCost'],
      [`/${id}/ActualCost`, { actualCost: 'lots' }, 'actualCost'],
    ] as const) {
      const refused = errorOf(await staff.put(staffWorkOrders(world.home, path), body));
      expect(refused.status).toBe(400);
      expect(refused.detail).toContain(field);
    }
    expect(
      errorOf(await staff.post(staffWorkOrders(world.home, `/${id}/Status`), { status: 'approved' })).detail,
    ).toContain('status');
    const notPhoto = multipartBody({}, { name: 'x.png', bytes: Buffer.from('<svg/>'), type: 'image/png' });
    const refusedPhoto = errorOf(
      await staff.post(staffWorkOrders(world.home, `/${id}/Photos`), notPhoto.payload, {
        headers: notPhoto.headers,
      }),
    );
    expect(refusedPhoto).toMatchObject({
      status: 415,
      detail: `body.file: ${workOrderMessages.notPhoto('x.png')}`,
    });
    const pdf = multipartBody(
      {},
      { name: 'x.pdf', bytes: Buffer.from('%PDF-1.4\n'), type: 'application/pdf' },
    );
    expect(
      errorOf(
        await staff.post(staffWorkOrders(world.home, `/${id}/Photos`), pdf.payload, { headers: pdf.headers }),
      ).status,
    ).toBe(415);
    const jpeg = multipartBody({}, { name: 'leaf', bytes: jpegBytes, type: 'image/jpeg' });
    const saved = await staff.post(staffWorkOrders(world.home, `/${id}/Photos`), jpeg.payload, {
      headers: jpeg.headers,
    });
    expect(saved.json<WorkOrderDetail>().photos.map((p) => p.fileName)).toEqual(['leaf.jpg']);
    expect((await board.get(boardWorkOrders(world.home))).json<WorkOrderList>().workOrders.length).toBe(
      before,
    );
    expect((await board.get(boardWorkOrders(world.home, '/999999'))).statusCode).toBe(404);
  });

  it("staff turn a homeowner's maintenance request into a work order; the homeowner sees its status", async () => {
    const world = await workOrderWorld(kind);
    const staff = staffCall(world);
    const homeowner = as(world.test.app, world.tokens.homeownerA);
    const created = await homeowner.post(`${actionItemsApi}/HomeownerRequests`, {
      kind: 'general',
      propertyId: world.propertyIds.homeownerA,
      subject: 'Leaking irrigation head by my driveway',
      description: 'Water pools on the sidewalk every morning.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json<{ id: number }>().id;
    const options = await staff.get(
      `${staffSettings(world.home).replace('WorkOrderSettings', 'WorkOrderOptions')}`,
    );
    expect(
      options.json<{ maintenanceRequests: { id: number }[] }>().maintenanceRequests.map((r) => r.id),
    ).toContain(requestId);
    // not the board's to do, and not another association's request
    expect(
      (
        await as(world.test.app, world.tokens.board).post(staffWorkOrders(world.home, '/FromRequest'), {
          requestId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      errorOf(await staff.post(staffWorkOrders(world.associationIds.meadow, '/FromRequest'), { requestId })),
    ).toMatchObject({ status: 400, detail: `body.requestId: ${workOrderMessages.notMaintenanceRequest}` });

    const made = await staff.post(staffWorkOrders(world.home, '/FromRequest'), {
      requestId,
      priority: 'urgent',
    });
    expect(made.statusCode, made.body).toBe(201);
    const detail = made.json<WorkOrderDetail>();
    expect(detail.workOrder).toMatchObject({
      title: 'Leaking irrigation head by my driveway',
      propertyId: world.propertyIds.homeownerA,
      priority: 'urgent',
      status: 'open',
      requestId,
    });
    expect(detail.request).toMatchObject({ id: requestId });
    expect(
      errorOf(await staff.post(staffWorkOrders(world.home, '/FromRequest'), { requestId })),
    ).toMatchObject({
      status: 409,
      detail: workOrderMessages.requestConverted,
    });
    const seen = (
      await homeowner.get(`${actionItemsApi}/HomeownerRequests/${requestId}`)
    ).json<RequestDetail>();
    expect(seen.status).toBe('in_review');
    expect(seen.workOrder).toEqual({ id: detail.workOrder.id, status: 'open' });
    expect(seen.history.at(-1)?.note).toBe(`Work order #${detail.workOrder.id} was opened for this request.`);
    await staff.post(staffWorkOrders(world.home, `/${detail.workOrder.id}/Status`), {
      status: 'in_progress',
    });
    const later = (
      await homeowner.get(`${actionItemsApi}/HomeownerRequests/${requestId}`)
    ).json<RequestDetail>();
    expect(later.workOrder?.status).toBe('in_progress');
    const audited = await world.test.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(like(auditLog.route, '%/FromRequest'), eq(auditLog.status, 201)));
    expect(audited.length).toBe(1);
  });

  it('the demo: Meadowbrook has a work order in each status, an estimate over the threshold awaiting the board, one made from a request', async () => {
    const world = await workOrderWorld(kind);
    const meadow = world.associationIds.meadow;
    const list = (
      await as(world.test.app, world.tokens.board).get(boardWorkOrders(meadow, '?status=all'))
    ).json<WorkOrderList>();
    expect(new Set(list.workOrders.map((w) => w.status))).toEqual(
      new Set(['open', 'estimate_pending', 'approved', 'in_progress', 'completed', 'cancelled']),
    );
    const pending = list.workOrders.filter((w) => w.status === 'estimate_pending');
    expect(pending.length).toBe(1);
    expect(pending[0]?.estimatedCost).toBeGreaterThan(list.estimateApprovalThreshold);
    expect(
      await countEstimatesAwaitingBoard(world.test.database.db, {
        associationId: meadow,
        userId: world.userIds.board,
      }),
    ).toBe(1);
    const fromRequest = list.workOrders.find((w) => w.requestId !== null);
    expect(fromRequest).toBeDefined();
    const options = await staffCall(world).get(
      staffSettings(meadow).replace('WorkOrderSettings', 'WorkOrderOptions'),
    );
    expect(options.json<{ maintenanceRequests: unknown[] }>().maintenanceRequests.length).toBeGreaterThan(0);
  });
});
