import {
  type EstimateDecision,
  workOrderMessages as messages,
  type StaffStatusTarget,
  type WorkOrderFields,
  type WorkOrderPriority,
  type WorkOrderStatus,
  workOrderStatusLabels,
  workOrderTransitions,
} from '@hoa/contracts/work-orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vendors } from '../../db/schema/association-books';
import { homeownerRequests, requestStatusChanges } from '../../db/schema/community';
import { properties } from '../../db/schema/properties';
import { workOrderSettings, workOrderStatusChanges, workOrders } from '../../db/schema/work-orders';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { thresholdOf } from './work-order-views';

/*
 * What changes a work order (issue 18, ADR 130). Authorize first (associationBooks: board or staff);
 * each change runs in one transaction under the work order's row lock and is written to the audit
 * trail in it; a status move also appends to the history. A refusal changes nothing.
 */

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: messages.notFound });
export const conflict = (detail: string) => new AppError('CONFLICT', detail, { detail });
const label = (status: WorkOrderStatus) => workOrderStatusLabels[status];

/** The association's work order, locked for the rest of the transaction (404 when it is not there). */
export async function lockWorkOrder(tx: Db, associationId: number, workOrderId: number) {
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, workOrderId), eq(workOrders.associationId, associationId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}
type WorkOrderRow = Awaited<ReturnType<typeof lockWorkOrder>>;

const isFinished = (status: WorkOrderStatus) => status === 'completed' || status === 'cancelled';

function assertMove(from: WorkOrderStatus, to: WorkOrderStatus) {
  if (isFinished(from)) throw conflict(messages.finished(label(from)));
  if (!workOrderTransitions[from].includes(to))
    throw conflict(messages.badTransition(label(from), label(to)));
}

/** Moves the status (checked) and appends the history row. */
async function move(
  tx: Db,
  row: WorkOrderRow,
  to: WorkOrderStatus,
  options: { note: string; userId: number; now: Date; estimatedCost?: number | null },
) {
  assertMove(row.status, to);
  const estimatedCost = options.estimatedCost === undefined ? row.estimatedCost : options.estimatedCost;
  await tx
    .update(workOrders)
    .set({ status: to, estimatedCost, updatedAt: options.now })
    .where(eq(workOrders.id, row.id));
  await tx.insert(workOrderStatusChanges).values({
    workOrderId: row.id,
    fromStatus: row.status,
    toStatus: to,
    note: options.note,
    estimatedCost,
    changedByUserId: options.userId,
    changedAt: options.now,
  });
}

/** The property and vendor must be the association's own: otherwise a 400 naming the field. */
async function checkReferences(db: Db, associationId: number, fields: WorkOrderFields) {
  if (fields.propertyId !== null) {
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, fields.propertyId), eq(properties.associationId, associationId)));
    if (!property) throw fieldInvalid('propertyId', messages.unknownProperty);
  }
  await checkVendor(db, associationId, fields.vendorId);
}
async function checkVendor(db: Db, associationId: number, vendorId: number | null) {
  if (vendorId === null) return;
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.associationId, associationId)));
  if (!vendor) throw fieldInvalid('vendorId', messages.unknownVendor);
}

const auditFieldsOf = (row: Pick<WorkOrderRow, keyof WorkOrderFields | 'id' | 'status'>) => ({
  workOrder: row.id,
  title: row.title,
  commonArea: row.commonArea,
  propertyId: row.propertyId,
  vendorId: row.vendorId,
  priority: row.priority,
  status: row.status,
});

/** Staff open a work order. Returns its id. */
export async function createWorkOrder(
  db: Db,
  options: { action: BoardAction; associationId: number; fields: WorkOrderFields; requestId?: number },
): Promise<number> {
  const { action, associationId, fields } = options;
  await checkReferences(db, associationId, fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workOrders)
      .values({
        associationId,
        ...fields,
        status: 'open',
        requestId: options.requestId ?? null,
        createdByUserId: action.principal.userId,
        createdAt: action.now,
        updatedAt: action.now,
      })
      .returning({ id: workOrders.id });
    const id = (row as { id: number }).id;
    await tx.insert(workOrderStatusChanges).values({
      workOrderId: id,
      fromStatus: null,
      toStatus: 'open',
      note: options.requestId ? `Made from homeowner request #${options.requestId}` : '',
      changedByUserId: action.principal.userId,
      changedAt: action.now,
    });
    await recordBoardAction(tx, action, {
      object: 'Work order',
      status: 201,
      before: null,
      after: { ...auditFieldsOf({ id, status: 'open', ...fields }), requestId: options.requestId ?? null },
    });
    return id;
  });
}

/** Staff change the work order's own fields (not once it is completed or cancelled). */
export async function updateWorkOrder(
  db: Db,
  options: { action: BoardAction; associationId: number; workOrderId: number; fields: WorkOrderFields },
): Promise<void> {
  const { action, associationId, workOrderId, fields } = options;
  await checkReferences(db, associationId, fields);
  await db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, associationId, workOrderId);
    if (isFinished(row.status)) throw conflict(messages.finished(label(row.status)));
    await tx
      .update(workOrders)
      .set({ ...fields, updatedAt: action.now })
      .where(eq(workOrders.id, workOrderId));
    await recordBoardAction(tx, action, {
      object: 'Work order',
      status: 200,
      before: auditFieldsOf(row),
      after: auditFieldsOf({ ...row, ...fields }),
    });
  });
}

/**
 * Staff set the estimate (while open or awaiting the board): above the association's threshold it
 * waits for the board (`estimate_pending`); at or below it, it is approved at once.
 */
export async function setEstimate(
  db: Db,
  options: { action: BoardAction; associationId: number; workOrderId: number; estimatedCost: number },
): Promise<WorkOrderStatus> {
  const { action, associationId, workOrderId, estimatedCost } = options;
  return db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, associationId, workOrderId);
    if (row.status !== 'open' && row.status !== 'estimate_pending') throw conflict(messages.estimateClosed);
    const threshold = await thresholdOf(tx, associationId);
    const to: WorkOrderStatus = estimatedCost > threshold ? 'estimate_pending' : 'approved';
    const note =
      to === 'approved'
        ? 'Estimate within the approval threshold: approved without the board.'
        : 'Estimate above the approval threshold: awaiting the board.';
    await move(tx, row, to, { note, userId: action.principal.userId, now: action.now, estimatedCost });
    await recordBoardAction(tx, action, {
      object: 'Work order estimate',
      status: 200,
      before: { workOrder: workOrderId, status: row.status, estimatedCost: row.estimatedCost },
      after: { workOrder: workOrderId, status: to, estimatedCost, threshold },
    });
    return to;
  });
}

/** Staff enter the actual cost once the work is in progress or completed. */
export async function setActualCost(
  db: Db,
  options: { action: BoardAction; associationId: number; workOrderId: number; actualCost: number },
): Promise<void> {
  const { action, associationId, workOrderId, actualCost } = options;
  await db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, associationId, workOrderId);
    if (row.status !== 'in_progress' && row.status !== 'completed')
      throw conflict(messages.actualCostTooEarly);
    await tx
      .update(workOrders)
      .set({ actualCost, updatedAt: action.now })
      .where(eq(workOrders.id, workOrderId));
    await recordBoardAction(tx, action, {
      object: 'Work order actual cost',
      status: 200,
      before: { workOrder: workOrderId, actualCost: row.actualCost },
      after: { workOrder: workOrderId, actualCost },
    });
  });
}

/**
 * Staff start, complete or cancel a work order. Starting work from `open` needs no estimate, or one
 * within the threshold; an estimate awaiting the board must be decided first.
 */
export async function changeStatus(
  db: Db,
  options: {
    action: BoardAction;
    associationId: number;
    workOrderId: number;
    status: StaffStatusTarget;
    note: string;
  },
): Promise<void> {
  const { action, associationId, workOrderId, status, note } = options;
  await db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, associationId, workOrderId);
    if (status === 'in_progress' && row.status === 'estimate_pending') {
      throw conflict(messages.estimateNeedsBoard);
    }
    if (status === 'in_progress' && row.status === 'open' && row.estimatedCost !== null) {
      if (row.estimatedCost > (await thresholdOf(tx, associationId)))
        throw conflict(messages.estimateNeedsBoard);
    }
    await move(tx, row, status, { note, userId: action.principal.userId, now: action.now });
    await recordBoardAction(tx, action, {
      object: 'Work order status',
      status: 200,
      before: { workOrder: workOrderId, status: row.status },
      after: { workOrder: workOrderId, status, note },
    });
  });
}

/**
 * A board member approves or refuses the estimate awaiting the board (authorize first: board of the
 * association, never in mimic mode). Approved: the work order is approved. Refused (with a note): it
 * goes back to open without an estimate, for staff to get another.
 */
export async function decideEstimate(
  db: Db,
  options: {
    action: BoardAction;
    associationId: number;
    workOrderId: number;
    decision: EstimateDecision;
    note: string;
  },
): Promise<WorkOrderStatus> {
  const { action, associationId, workOrderId, decision, note } = options;
  return db.transaction(async (tx) => {
    const row = await lockWorkOrder(tx, associationId, workOrderId);
    if (row.status !== 'estimate_pending') throw conflict(messages.notAwaitingBoard);
    const to: WorkOrderStatus = decision === 'approve' ? 'approved' : 'open';
    const text =
      decision === 'approve'
        ? `Estimate approved by the board${note ? `: ${note}` : '.'}`
        : `Estimate refused by the board: ${note}`;
    await move(tx, row, to, {
      note: text,
      userId: action.principal.userId,
      now: action.now,
      estimatedCost: decision === 'approve' ? row.estimatedCost : null,
    });
    await recordBoardAction(tx, action, {
      object: decision === 'approve' ? 'Work order estimate approval' : 'Work order estimate refusal',
      status: 200,
      before: { workOrder: workOrderId, status: row.status, estimatedCost: row.estimatedCost },
      after: { workOrder: workOrderId, decision, note, status: to },
    });
    return to;
  });
}

/** Staff set the association's estimate approval threshold (cents). */
export async function setThreshold(
  db: Db,
  options: { action: BoardAction; associationId: number; threshold: number },
): Promise<void> {
  const { action, associationId, threshold } = options;
  await db.transaction(async (tx) => {
    const before = await thresholdOf(tx, associationId);
    await tx
      .insert(workOrderSettings)
      .values({ associationId, estimateApprovalThreshold: threshold, updatedAt: action.now })
      .onConflictDoUpdate({
        target: workOrderSettings.associationId,
        set: { estimateApprovalThreshold: threshold, updatedAt: action.now },
      });
    await recordBoardAction(tx, action, {
      object: 'Work order approval threshold',
      status: 200,
      before: { association: associationId, estimateApprovalThreshold: before },
      after: { association: associationId, estimateApprovalThreshold: threshold },
    });
  });
}

/**
 * Staff turn a homeowner's general (maintenance) request of the association into a work order at its
 * property: the request keeps the link (one work order per request), moves to "in review" if it was
 * submitted, and its history tells the homeowner.
 */
export async function workOrderFromRequest(
  db: Db,
  options: {
    action: BoardAction;
    associationId: number;
    requestId: number;
    priority: WorkOrderPriority;
    vendorId: number | null;
  },
): Promise<number> {
  const { action, associationId, requestId } = options;
  await checkVendor(db, associationId, options.vendorId);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(homeownerRequests)
      .where(and(eq(homeownerRequests.id, requestId), eq(homeownerRequests.associationId, associationId)))
      .for('update');
    if (request?.kind !== 'general') throw fieldInvalid('requestId', messages.notMaintenanceRequest);
    const [taken] = await tx
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.requestId, requestId));
    if (taken) throw conflict(messages.requestConverted);
    const id = await createWorkOrder(tx, {
      action,
      associationId,
      requestId,
      fields: {
        title: request.subject.slice(0, 160),
        description: request.description.slice(0, 4000),
        commonArea: null,
        propertyId: request.propertyId,
        vendorId: options.vendorId,
        priority: options.priority,
      },
    });
    const status = request.status === 'submitted' ? 'in_review' : request.status;
    await tx
      .update(homeownerRequests)
      .set({ status, updatedAt: action.now })
      .where(eq(homeownerRequests.id, requestId));
    await tx.insert(requestStatusChanges).values({
      requestId,
      status,
      note: `Work order #${id} was opened for this request.`,
      changedByUserId: action.principal.userId,
      changedBy: 'management',
      changedAt: action.now,
    });
    return id;
  });
}
