import type { RequestDetail, RequestSummary } from '@hoa/contracts/community';
import { localParts } from '@hoa/contracts/community-time';
import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import {
  amenities,
  homeownerRequests,
  requestAttachments,
  requestMessages,
  requestStatusChanges,
  reservations,
} from '../../db/schema/community';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';

const summaryColumns = {
  request: homeownerRequests,
  associationName: associations.name,
  timeZone: associations.timeZone,
  address1: properties.address1,
  address2: properties.address2,
  ownerFirstName: owners.firstName,
  ownerLastName: owners.lastName,
  reservationId: reservations.id,
  amenityId: reservations.amenityId,
  amenityName: amenities.name,
  startsAt: reservations.startsAt,
  endsAt: reservations.endsAt,
  reservationStatus: reservations.status,
};

function baseQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(homeownerRequests)
    .innerJoin(associations, eq(associations.id, homeownerRequests.associationId))
    .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
    .innerJoin(owners, eq(owners.id, homeownerRequests.ownerId))
    .leftJoin(reservations, eq(reservations.requestId, homeownerRequests.id))
    .leftJoin(amenities, eq(amenities.id, reservations.amenityId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

function toSummary(row: SummaryRow): RequestSummary {
  const { request } = row;
  const reservation =
    row.reservationId !== null &&
    row.startsAt &&
    row.endsAt &&
    row.reservationStatus &&
    row.amenityId !== null
      ? {
          id: row.reservationId,
          amenityId: row.amenityId,
          amenityName: row.amenityName ?? '',
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          date: localParts(row.startsAt, row.timeZone).date,
          startTime: localParts(row.startsAt, row.timeZone).time,
          endTime: localParts(row.endsAt, row.timeZone).time,
          status: row.reservationStatus,
        }
      : null;
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    subject: request.subject,
    description: request.description,
    arcType: request.arcType,
    associationId: request.associationId,
    associationName: row.associationName,
    propertyId: request.propertyId,
    address: [row.address1, row.address2].filter(Boolean).join(', '),
    ownerName: `${row.ownerFirstName} ${row.ownerLastName}`.trim(),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    reservation,
  };
}

export interface RequestFilter {
  /** The owners whose requests these are (a homeowner's own). */
  ownerIds?: SQL;
  /** Every request in the company's associations (the staff queue). */
  managementCompanyId?: number;
  associationId?: number;
  kinds?: RequestSummary['kind'][];
  status?: RequestSummary['status'];
  createdSince?: Date;
}

function filterOf(filter: RequestFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ownerIds) conditions.push(inArray(homeownerRequests.ownerId, filter.ownerIds));
  if (filter.managementCompanyId !== undefined) {
    conditions.push(eq(associations.managementCompanyId, filter.managementCompanyId));
  }
  if (filter.associationId !== undefined) {
    conditions.push(eq(homeownerRequests.associationId, filter.associationId));
  }
  if (filter.kinds?.length) conditions.push(inArray(homeownerRequests.kind, filter.kinds));
  if (filter.status) conditions.push(eq(homeownerRequests.status, filter.status));
  if (filter.createdSince) conditions.push(gte(homeownerRequests.createdAt, filter.createdSince));
  return and(...conditions);
}

/** The requests matching the filter, newest first (a page of them; a homeowner's list takes the first 500). */
export async function listRequests(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
): Promise<RequestSummary[]> {
  const rows = await baseQuery(db)
    .where(filterOf(filter))
    .orderBy(desc(homeownerRequests.createdAt), desc(homeownerRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toSummary);
}

/** How many requests match the filter (the staff queue's total). */
export async function countRequests(db: Db, filter: RequestFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(homeownerRequests)
    .innerJoin(associations, eq(associations.id, homeownerRequests.associationId))
    .where(filterOf(filter));
  return row?.value ?? 0;
}

/** One request with its status history, thread and attachment list (authorize first). */
export async function loadRequestDetail(db: Db, id: number): Promise<RequestDetail | null> {
  const [row] = await baseQuery(db).where(eq(homeownerRequests.id, id));
  if (!row) return null;
  const [history, messages, attachments] = await Promise.all([
    db
      .select()
      .from(requestStatusChanges)
      .where(eq(requestStatusChanges.requestId, id))
      .orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id)),
    db
      .select()
      .from(requestMessages)
      .where(eq(requestMessages.requestId, id))
      .orderBy(asc(requestMessages.sentAt), asc(requestMessages.id)),
    db
      .select({
        id: requestAttachments.id,
        fileName: requestAttachments.fileName,
        contentType: requestAttachments.contentType,
        sizeBytes: requestAttachments.sizeBytes,
        uploadedAt: requestAttachments.uploadedAt,
      })
      .from(requestAttachments)
      .where(eq(requestAttachments.requestId, id))
      .orderBy(asc(requestAttachments.id)),
  ]);
  return {
    ...toSummary(row),
    history: history.map((change) => ({
      status: change.status,
      note: change.note,
      changedBy: change.changedBy,
      changedAt: change.changedAt.toISOString(),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      body: message.body,
      author: message.author,
      authorName: message.authorName,
      sentAt: message.sentAt.toISOString(),
    })),
    attachments: attachments.map((attachment) => ({
      ...attachment,
      uploadedAt: attachment.uploadedAt.toISOString(),
    })),
  };
}
