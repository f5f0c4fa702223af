import { createHash } from 'node:crypto';
import type { WorkOrderPriority, WorkOrderStatus } from '@hoa/contracts/work-orders';
import { and, asc, eq, notExists } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vendors } from '../db/schema/association-books';
import { homeownerRequests, requestStatusChanges } from '../db/schema/community';
import { userOwners } from '../db/schema/memberships';
import { properties } from '../db/schema/properties';
import {
  workOrderMessages,
  workOrderPhotos,
  workOrderSettings,
  workOrderStatusChanges,
  workOrders,
} from '../db/schema/work-orders';
import { demoPng } from './demo-arc-files';

/** Meadowbrook's estimate approval threshold in the demo: $1,500.00. */
export const demoWorkOrderThreshold = 150_000;

interface DemoWorkOrder {
  title: string;
  description: string;
  commonArea: string | null;
  /** Else the property of this account number. */
  account?: string;
  vendor: number | null;
  priority: WorkOrderPriority;
  /** The statuses it went through after open, with the estimate then. */
  path: { to: WorkOrderStatus; note: string; by: 'staff' | 'board' }[];
  estimatedCost: number | null;
  actualCost: number | null;
  daysAgo: number;
  photo?: [number, number, number];
  messages?: { by: 'board' | 'staff'; body: string }[];
}

const specs: DemoWorkOrder[] = [
  {
    title: 'Replace the clubhouse entry door closer',
    description: 'The door slams shut; the closer leaks oil.',
    commonArea: 'Clubhouse',
    vendor: null,
    priority: 'normal',
    path: [],
    estimatedCost: null,
    actualCost: null,
    daysAgo: 2,
  },
  {
    title: 'Resurface the pool deck',
    description: 'Cracks and lifted pavers around the shallow end; a trip hazard before next season.',
    commonArea: 'Pool',
    vendor: 1,
    priority: 'high',
    path: [
      {
        to: 'estimate_pending',
        note: 'Estimate above the approval threshold: awaiting the board.',
        by: 'staff',
      },
    ],
    estimatedCost: 1_240_000,
    actualCost: null,
    daysAgo: 9,
    photo: [180, 150, 120],
    messages: [
      { by: 'staff', body: 'Two quotes received; this is the lower one. The board needs to approve it.' },
    ],
  },
  {
    title: 'Repaint the playground fence',
    description: 'Peeling paint on the north side.',
    commonArea: 'Playground',
    vendor: 0,
    priority: 'low',
    path: [
      {
        to: 'approved',
        note: 'Estimate within the approval threshold: approved without the board.',
        by: 'staff',
      },
    ],
    estimatedCost: 85_000,
    actualCost: null,
    daysAgo: 14,
  },
  {
    title: 'Repair the irrigation main by the pond',
    description: 'A broken main is flooding the path by the pond.',
    commonArea: 'Pond path',
    vendor: 0,
    priority: 'urgent',
    path: [
      {
        to: 'approved',
        note: 'Estimate within the approval threshold: approved without the board.',
        by: 'staff',
      },
      { to: 'in_progress', note: 'Crew on site.', by: 'staff' },
    ],
    estimatedCost: 120_000,
    actualCost: null,
    daysAgo: 4,
    photo: [90, 140, 200],
  },
  {
    title: 'Trim the oaks along the entrance',
    description: 'Low branches over the sidewalk at the main entrance.',
    commonArea: 'Main entrance',
    vendor: 0,
    priority: 'normal',
    path: [
      {
        to: 'estimate_pending',
        note: 'Estimate above the approval threshold: awaiting the board.',
        by: 'staff',
      },
      { to: 'approved', note: 'Estimate approved by the board.', by: 'board' },
      { to: 'in_progress', note: '', by: 'staff' },
      { to: 'completed', note: 'All branches trimmed and hauled away.', by: 'staff' },
    ],
    estimatedCost: 310_000,
    actualCost: 298_500,
    daysAgo: 40,
    messages: [
      { by: 'board', body: 'Please have them done before the spring fair.' },
      { by: 'staff', body: 'Done on schedule, a little under the estimate.' },
    ],
  },
  {
    title: 'Replace the tennis court net',
    description: 'The net is torn; a volunteer replaced it with a spare.',
    commonArea: 'Tennis court',
    vendor: null,
    priority: 'low',
    path: [{ to: 'cancelled', note: 'A homeowner donated a new net.', by: 'staff' }],
    estimatedCost: null,
    actualCost: null,
    daysAgo: 25,
  },
];

/**
 * Work orders of Meadowbrook Commons (issue 18, ADR 130): one in each status, the pool deck's estimate
 * above the threshold awaiting the board, one made from a homeowner's maintenance request (the homeowner
 * follows its status), and a second maintenance request still waiting for staff to convert it.
 */
export async function seedDemoWorkOrders(
  db: Db,
  options: { now: Date; associationId: number; userIds: Map<string, number> },
): Promise<void> {
  const { now, associationId } = options;
  const staff = options.userIds.get('staff@example.com') as number;
  const board = options.userIds.get('board@example.com') as number;
  const people = { staff: { id: staff }, board: { id: board } };
  const at = (daysAgo: number, hours = 0) =>
    new Date(now.getTime() - daysAgo * 86_400_000 + hours * 3_600_000);
  await db
    .insert(workOrderSettings)
    .values({ associationId, estimateApprovalThreshold: demoWorkOrderThreshold, updatedAt: at(60) });
  const vendorRows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.associationId, associationId))
    .orderBy(asc(vendors.id));
  const homes = await db
    .select({ id: properties.id, ownerId: properties.ownerId, accountNumber: properties.accountNumber })
    .from(properties)
    // homes of owners without a demo login: the logins' own request lists stay as their tests know them
    .where(
      and(
        eq(properties.associationId, associationId),
        notExists(db.select().from(userOwners).where(eq(userOwners.ownerId, properties.ownerId))),
      ),
    )
    .orderBy(asc(properties.accountNumber))
    .limit(3);

  const insertOrder = async (
    spec: DemoWorkOrder,
    extra: { propertyId?: number; requestId?: number } = {},
  ) => {
    const final = spec.path.at(-1)?.to ?? 'open';
    const [row] = await db
      .insert(workOrders)
      .values({
        associationId,
        title: spec.title,
        description: spec.description,
        commonArea: extra.propertyId ? null : spec.commonArea,
        propertyId: extra.propertyId ?? null,
        vendorId:
          spec.vendor === null
            ? null
            : (vendorRows[spec.vendor % Math.max(vendorRows.length, 1)]?.id ?? null),
        priority: spec.priority,
        status: 'open',
        requestId: extra.requestId ?? null,
        createdByUserId: staff,
        createdAt: at(spec.daysAgo),
        updatedAt: at(spec.daysAgo),
      })
      .returning({ id: workOrders.id });
    const id = (row as { id: number }).id;
    await db.insert(workOrderStatusChanges).values({
      workOrderId: id,
      fromStatus: null,
      toStatus: 'open',
      note: extra.requestId ? `Made from homeowner request #${extra.requestId}` : '',
      changedByUserId: staff,
      changedAt: at(spec.daysAgo),
    });
    let from: WorkOrderStatus = 'open';
    for (const [i, step] of spec.path.entries()) {
      const changedAt = at(spec.daysAgo, (i + 1) * 20);
      const estimate =
        step.to === 'open' || step.to === 'cancelled' ? spec.estimatedCost : spec.estimatedCost;
      // the trigger checks each move
      await db
        .update(workOrders)
        .set({ status: step.to, estimatedCost: estimate, updatedAt: changedAt })
        .where(eq(workOrders.id, id));
      await db.insert(workOrderStatusChanges).values({
        workOrderId: id,
        fromStatus: from,
        toStatus: step.to,
        note: step.note,
        estimatedCost: estimate,
        changedByUserId: people[step.by].id,
        changedAt,
      });
      from = step.to;
    }
    if (spec.actualCost !== null) {
      await db.update(workOrders).set({ actualCost: spec.actualCost }).where(eq(workOrders.id, id));
    }
    for (const [i, message] of (spec.messages ?? []).entries()) {
      await db.insert(workOrderMessages).values({
        workOrderId: id,
        authorUserId: people[message.by].id,
        authorRole: message.by,
        authorName: message.by === 'board' ? 'Marcus Chen' : 'Sam Taylor',
        body: message.body,
        sentAt: at(spec.daysAgo, 2 + i * 24),
      });
    }
    if (spec.photo) {
      const content = demoPng(spec.photo);
      await db.insert(workOrderPhotos).values({
        workOrderId: id,
        fileName: `${spec.commonArea ?? 'property'}.png`.toLowerCase().replaceAll(' ', '-'),
        contentType: 'image/png',
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        uploadedByUserId: staff,
        uploadedAt: at(spec.daysAgo, 1),
      });
    }
    if (final !== from) throw new Error('demo work order path mismatch');
    return id;
  };

  for (const spec of specs) await insertOrder(spec);

  // maintenance requests of Meadowbrook homeowners: one became a work order, one waits for staff
  const request = async (
    home: (typeof homes)[number] | undefined,
    subject: string,
    description: string,
    daysAgo: number,
  ) => {
    if (!home) return null;
    const [row] = await db
      .insert(homeownerRequests)
      .values({
        associationId,
        propertyId: home.id,
        ownerId: home.ownerId,
        kind: 'general',
        status: 'submitted',
        subject,
        description,
        arcType: null,
        createdAt: at(daysAgo),
        updatedAt: at(daysAgo),
      })
      .returning({ id: homeownerRequests.id });
    const id = (row as { id: number }).id;
    await db.insert(requestStatusChanges).values({
      requestId: id,
      status: 'submitted',
      note: '',
      changedByUserId: null,
      changedBy: 'homeowner',
      changedAt: at(daysAgo),
    });
    return id;
  };
  const converted = await request(
    homes[0],
    'Cracked sidewalk slab in front of my house',
    'A slab of the common sidewalk has lifted by an inch; people trip on it.',
    6,
  );
  if (converted !== null && homes[0]) {
    const id = await insertOrder(
      {
        title: 'Cracked sidewalk slab in front of my house',
        description: 'A slab of the common sidewalk has lifted by an inch; people trip on it.',
        commonArea: null,
        vendor: 1,
        priority: 'high',
        path: [],
        estimatedCost: null,
        actualCost: null,
        daysAgo: 5,
      },
      { propertyId: homes[0].id, requestId: converted },
    );
    await db
      .update(homeownerRequests)
      .set({ status: 'in_review', updatedAt: at(5) })
      .where(eq(homeownerRequests.id, converted));
    await db.insert(requestStatusChanges).values({
      requestId: converted,
      status: 'in_review',
      note: `Work order #${id} was opened for this request.`,
      changedByUserId: staff,
      changedBy: 'management',
      changedAt: at(5),
    });
  }
  await request(
    homes[1],
    'Loose handrail on the pond footbridge',
    'The handrail on the footbridge wobbles when you lean on it.',
    1,
  );
}
