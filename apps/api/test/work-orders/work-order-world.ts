import type { WorkOrderDetail } from '@hoa/contracts/work-orders';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { fixedClock } from '../../src/clock';
import { workOrders } from '../../src/db/schema/work-orders';
import { demoCompany } from '../../src/seed/demo';
import { as, associationsApi, signIn } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

export const workOrderNow = new Date('2026-11-20T16:00:00Z');

/** The first bytes of a PNG and of a JPEG: enough for the content check. */
export const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
export const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

export interface WorkOrderWorld extends World {
  test: TestApp;
  /** Harbor Pointe: the demo board member and chair sit on its board; homeowners A and B own homes there. */
  home: number;
  /** Staff mimicking the demo board member: reads, never writes. */
  mimicBoardToken: string;
}

export async function workOrderWorld(kind: DbKind): Promise<WorkOrderWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(workOrderNow) });
  const world = await signInEveryone(test);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'work-order-mimic-board',
  });
  return { ...world, test, home: world.associationIds.harbor, mimicBoardToken };
}

export const boardWorkOrders = (associationId: number, path = '') =>
  `${associationsApi}/Board/Associations/${associationId}/WorkOrders${path}`;
export const staffWorkOrders = (associationId: number, path = '') =>
  `${associationsApi}/Staff/Associations/${associationId}/WorkOrders${path}`;
export const staffSettings = (associationId: number) =>
  `${associationsApi}/Staff/Associations/${associationId}/WorkOrderSettings`;

export const staffCall = (world: WorkOrderWorld) => as(world.test.app, world.tokens.staff);

/** Staff open a pool-gate work order (fields override); returns its id. */
export async function openOne(world: WorkOrderWorld, fields: Record<string, unknown> = {}) {
  const created = await staffCall(world).post(staffWorkOrders(world.home), {
    title: 'Fix the pool gate latch',
    description: 'The latch does not close by itself.',
    commonArea: 'Pool',
    priority: 'high',
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<WorkOrderDetail>().workOrder.id;
}

/** The work order's status and estimate as stored. */
export const statusOf = async (world: WorkOrderWorld, id: number) => {
  const [row] = await world.test.database.db
    .select({ status: workOrders.status, estimatedCost: workOrders.estimatedCost })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  return row;
};
