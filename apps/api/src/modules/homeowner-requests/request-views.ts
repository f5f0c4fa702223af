import type { RequestDetail, RequestSummary } from '@hoa/contracts/community';
import { localParts } from '@hoa/contracts/community-time';
import { and, asc, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
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
import { properties } from '../../db/schema/properties';

const summaryColumns = {
  request: homeownerRequests,
  associationName: associations.name,
  timeZone: associations.timeZone,
  address1: properties.address1,
  address2: properties.address2,
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
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    reservation,
  };
}

/** The requests of the given owners, newest first. */
export async function listRequests(
  db: Db,
  options: { ownerIds: SQL; associationId?: number; kinds?: RequestSummary['kind'][]; createdSince?: Date },
): Promise<RequestSummary[]> {
  const conditions = [inArray(homeownerRequests.ownerId, options.ownerIds)];
  if (options.associationId !== undefined) {
    conditions.push(eq(homeownerRequests.associationId, options.associationId));
  }
  if (options.kinds?.length) conditions.push(inArray(homeownerRequests.kind, options.kinds));
  if (options.createdSince) conditions.push(gte(homeownerRequests.createdAt, options.createdSince));
  const rows = await baseQuery(db)
    .where(and(...conditions))
    .orderBy(desc(homeownerRequests.createdAt), desc(homeownerRequests.id))
    .limit(500);
  return rows.map(toSummary);
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
