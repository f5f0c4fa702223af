import {
  defaultEstimateThreshold,
  type StaffWorkOrderOptions,
  type WorkOrderDetail,
  type WorkOrderListQuery,
  type WorkOrderStatus,
  type WorkOrderSummary,
  workOrderListQuerySchema,
} from '@hoa/contracts/work-orders';
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vendors } from '../../db/schema/association-books';
import { homeownerRequests } from '../../db/schema/community';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import {
  workOrderMessages,
  workOrderPhotos,
  workOrderSettings,
  workOrderStatusChanges,
  workOrders,
} from '../../db/schema/work-orders';
import { likePattern } from '../staff/find-homeowners';

/** The association's estimate approval threshold in cents (the default when staff have set none). */
export async function thresholdOf(db: Db, associationId: number): Promise<number> {
  const [row] = await db
    .select({ threshold: workOrderSettings.estimateApprovalThreshold })
    .from(workOrderSettings)
    .where(eq(workOrderSettings.associationId, associationId));
  return row?.threshold ?? defaultEstimateThreshold;
}

const photoCount = sql<number>`(select count(*)::int from ${workOrderPhotos} where ${workOrderPhotos.workOrderId} = ${workOrders.id})`;
const summaryColumns = {
  id: workOrders.id,
  title: workOrders.title,
  description: workOrders.description,
  commonArea: workOrders.commonArea,
  propertyId: workOrders.propertyId,
  address: properties.address1,
  vendorId: workOrders.vendorId,
  vendorName: vendors.name,
  priority: workOrders.priority,
  status: workOrders.status,
  estimatedCost: workOrders.estimatedCost,
  actualCost: workOrders.actualCost,
  requestId: workOrders.requestId,
  photoCount,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
};

function summaryOf(row: {
  id: number;
  title: string;
  description: string;
  commonArea: string | null;
  propertyId: number | null;
  address: string | null;
  vendorId: number | null;
  vendorName: string | null;
  priority: WorkOrderSummary['priority'];
  status: WorkOrderStatus;
  estimatedCost: number | null;
  actualCost: number | null;
  requestId: number | null;
  photoCount: number;
  createdAt: Date;
  updatedAt: Date;
}): WorkOrderSummary {
  const { address, ...rest } = row;
  return {
    ...rest,
    photoCount: Number(row.photoCount),
    location: row.commonArea ?? address ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(workOrders)
    .leftJoin(properties, eq(properties.id, workOrders.propertyId))
    .leftJoin(vendors, eq(vendors.id, workOrders.vendorId));

/** The association's work orders of the filter, newest first. */
export async function listWorkOrders(
  db: Db,
  associationId: number,
  query: WorkOrderListQuery = {},
): Promise<WorkOrderSummary[]> {
  const { status, priority, search } = workOrderListQuerySchema.parse(query);
  const conditions: (SQL | undefined)[] = [eq(workOrders.associationId, associationId)];
  if (status === 'active') conditions.push(notInArray(workOrders.status, ['completed', 'cancelled']));
  else if (status !== 'all') conditions.push(eq(workOrders.status, status));
  if (priority !== 'all') conditions.push(eq(workOrders.priority, priority));
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(workOrders.title, pattern),
        ilike(workOrders.commonArea, pattern),
        ilike(properties.address1, pattern),
      ),
    );
  }
  const rows = await selectSummaries(db)
    .where(and(...conditions))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(2000);
  return rows.map(summaryOf);
}

/** One work order with its history, messages, photos and the request it came from; null outside the association. */
export async function loadWorkOrder(
  db: Db,
  associationId: number,
  workOrderId: number,
): Promise<WorkOrderDetail | null> {
  const [row] = await selectSummaries(db).where(
    and(eq(workOrders.id, workOrderId), eq(workOrders.associationId, associationId)),
  );
  if (!row) return null;
  const [history, messages, photos, threshold, request] = await Promise.all([
    db
      .select({
        id: workOrderStatusChanges.id,
        fromStatus: workOrderStatusChanges.fromStatus,
        toStatus: workOrderStatusChanges.toStatus,
        note: workOrderStatusChanges.note,
        estimatedCost: workOrderStatusChanges.estimatedCost,
        changedBy: users.displayName,
        changedAt: workOrderStatusChanges.changedAt,
      })
      .from(workOrderStatusChanges)
      .leftJoin(users, eq(users.id, workOrderStatusChanges.changedByUserId))
      .where(eq(workOrderStatusChanges.workOrderId, workOrderId))
      .orderBy(asc(workOrderStatusChanges.changedAt), asc(workOrderStatusChanges.id)),
    db
      .select({
        id: workOrderMessages.id,
        authorName: workOrderMessages.authorName,
        authorRole: workOrderMessages.authorRole,
        body: workOrderMessages.body,
        sentAt: workOrderMessages.sentAt,
      })
      .from(workOrderMessages)
      .where(eq(workOrderMessages.workOrderId, workOrderId))
      .orderBy(asc(workOrderMessages.sentAt), asc(workOrderMessages.id)),
    db
      .select({
        id: workOrderPhotos.id,
        fileName: workOrderPhotos.fileName,
        contentType: workOrderPhotos.contentType,
        sizeBytes: workOrderPhotos.sizeBytes,
        uploadedAt: workOrderPhotos.uploadedAt,
      })
      .from(workOrderPhotos)
      .where(eq(workOrderPhotos.workOrderId, workOrderId))
      .orderBy(asc(workOrderPhotos.id)),
    thresholdOf(db, associationId),
    row.requestId === null
      ? Promise.resolve([])
      : db
          .select({
            id: homeownerRequests.id,
            subject: homeownerRequests.subject,
            first: owners.firstName,
            last: owners.lastName,
          })
          .from(homeownerRequests)
          .innerJoin(owners, eq(owners.id, homeownerRequests.ownerId))
          .where(eq(homeownerRequests.id, row.requestId)),
  ]);
  const from = request[0];
  return {
    workOrder: summaryOf(row),
    estimateApprovalThreshold: threshold,
    history: history.map((change) => ({
      ...change,
      changedBy: change.changedBy ?? 'Former user',
      changedAt: change.changedAt.toISOString(),
    })),
    messages: messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
    photos: photos.map((photo) => ({
      ...photo,
      contentType: photo.contentType as 'image/png' | 'image/jpeg',
      uploadedAt: photo.uploadedAt.toISOString(),
    })),
    request: from ? { id: from.id, subject: from.subject, ownerName: `${from.first} ${from.last}` } : null,
  };
}

/** A photo's bytes, or null when it is not this work order's (of this association). */
export async function readWorkOrderPhoto(
  db: Db,
  associationId: number,
  workOrderId: number,
  photoId: number,
) {
  const [row] = await db
    .select({
      fileName: workOrderPhotos.fileName,
      contentType: workOrderPhotos.contentType,
      content: workOrderPhotos.content,
    })
    .from(workOrderPhotos)
    .innerJoin(workOrders, eq(workOrders.id, workOrderPhotos.workOrderId))
    .where(
      and(
        eq(workOrderPhotos.id, photoId),
        eq(workOrderPhotos.workOrderId, workOrderId),
        eq(workOrders.associationId, associationId),
      ),
    );
  return row ?? null;
}

/** What the staff form chooses from: vendors, properties, and general requests without a work order. */
export async function staffWorkOrderOptions(db: Db, associationId: number): Promise<StaffWorkOrderOptions> {
  const [vendorRows, propertyRows, requests, threshold] = await Promise.all([
    db
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(eq(vendors.associationId, associationId))
      .orderBy(asc(vendors.name)),
    db
      .select({ id: properties.id, address: properties.address1 })
      .from(properties)
      .where(eq(properties.associationId, associationId))
      .orderBy(asc(properties.address1))
      .limit(5000),
    db
      .select({
        id: homeownerRequests.id,
        subject: homeownerRequests.subject,
        description: homeownerRequests.description,
        address: properties.address1,
        propertyId: homeownerRequests.propertyId,
        status: homeownerRequests.status,
        createdAt: homeownerRequests.createdAt,
      })
      .from(homeownerRequests)
      .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
      .leftJoin(workOrders, eq(workOrders.requestId, homeownerRequests.id))
      .where(
        and(
          eq(homeownerRequests.associationId, associationId),
          eq(homeownerRequests.kind, 'general'),
          inArray(homeownerRequests.status, ['submitted', 'in_review']),
          isNull(workOrders.id),
        ),
      )
      .orderBy(desc(homeownerRequests.createdAt))
      .limit(200),
    thresholdOf(db, associationId),
  ]);
  return {
    vendors: vendorRows,
    properties: propertyRows,
    maintenanceRequests: requests.map((request) => ({
      ...request,
      createdAt: request.createdAt.toISOString(),
    })),
    estimateApprovalThreshold: threshold,
  };
}
