import type { RequestDetail, RequestSummary } from '@hoa/contracts/community';
import { localParts } from '@hoa/contracts/community-time';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
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
import { associationMemberships } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { workOrders } from '../../db/schema/work-orders';
import { likePattern } from '../staff/find-homeowners';

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
  /** Only these requests. */
  ids?: number[];
  /** The owners whose requests these are (a homeowner's own). */
  ownerIds?: SQL;
  /** Every request in the company's associations (the staff queue). */
  managementCompanyId?: number;
  associationId?: number;
  kinds?: RequestSummary['kind'][];
  status?: RequestSummary['status'];
  createdSince?: Date;
  /** Only the associations this user sits on the board of (the board's ARC list, ADR 111). */
  boardOfUserId?: number;
  /** Text in the subject, description, ARC type, address, account number or the owner's name. */
  search?: string;
  /** A condition of the caller's own (the board's "awaiting my vote"). */
  where?: SQL;
}

function filterOf(filter: RequestFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(homeownerRequests.id, filter.ids));
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
  if (filter.boardOfUserId !== undefined) {
    conditions.push(
      inArray(
        homeownerRequests.associationId,
        sql`(select ${associationMemberships.associationId} from ${associationMemberships}
          where ${associationMemberships.userId} = ${filter.boardOfUserId}
          and ${associationMemberships.role} in ('board_member', 'board_chair'))`,
      ),
    );
  }
  if (filter.where) conditions.push(filter.where);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(homeownerRequests.subject, pattern),
        ilike(homeownerRequests.description, pattern),
        ilike(homeownerRequests.arcType, pattern),
        ilike(properties.address1, pattern),
        ilike(properties.accountNumber, pattern),
        ilike(sql`${owners.firstName} || ' ' || ${owners.lastName}`, pattern),
      ) as SQL,
    );
  }
  return and(...conditions);
}

/** What a list may be ordered by besides the default, newest first; ties go newest first. */
export interface RequestOrder {
  by: SQL;
  direction: 'asc' | 'desc';
}

/** Orders over the list's own columns (the request, its property and owner). */
export const requestOrderColumns = {
  submitted: sql`${homeownerRequests.createdAt}`,
  applicant: sql`lower(${owners.lastName} || ' ' || ${owners.firstName})`,
  property: sql`lower(${properties.address1})`,
  type: sql`lower(coalesce(${homeownerRequests.arcType}, ${homeownerRequests.subject}))`,
  status: sql`${homeownerRequests.status}`,
} satisfies Record<string, SQL>;

/** The requests matching the filter, newest first (a page of them; a homeowner's list takes the first 500). */
export async function listRequests(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
  order: RequestOrder = { by: requestOrderColumns.submitted, direction: 'desc' },
): Promise<RequestSummary[]> {
  const rows = await baseQuery(db)
    .where(filterOf(filter))
    .orderBy(
      order.direction === 'asc' ? asc(order.by) : desc(order.by),
      desc(homeownerRequests.createdAt),
      desc(homeownerRequests.id),
    )
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
    .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
    .innerJoin(owners, eq(owners.id, homeownerRequests.ownerId))
    .where(filterOf(filter));
  return row?.value ?? 0;
}

/** One request with its status history, thread and attachment list (authorize first). */
export async function loadRequestDetail(db: Db, id: number): Promise<RequestDetail | null> {
  const [row] = await baseQuery(db).where(eq(homeownerRequests.id, id));
  if (!row) return null;
  const [history, messages, attachments, workOrder] = await Promise.all([
    db
      .select()
      .from(requestStatusChanges)
      .where(eq(requestStatusChanges.requestId, id))
      .orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id)),
    db
      .select({
        ...getTableColumns(requestMessages),
        actorName: sql<
          string | null
        >`(select ${users.displayName} from ${users} where ${users.id} = ${requestMessages.actorUserId})`,
      })
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
      // the board discussion's files are the board's (ADR 111)
      .where(and(eq(requestAttachments.requestId, id), isNull(requestAttachments.boardMessageId)))
      .orderBy(asc(requestAttachments.id)),
    // the work order staff made of it (ADR 130): the homeowner follows its status
    db
      .select({ id: workOrders.id, status: workOrders.status })
      .from(workOrders)
      .where(eq(workOrders.requestId, id)),
  ]);
  return {
    ...toSummary(row),
    workOrder: workOrder[0] ?? null,
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
      onBehalfBy: message.actorUserId === null ? null : { name: message.actorName ?? 'Staff' },
      sentAt: message.sentAt.toISOString(),
    })),
    attachments: attachments.map((attachment) => ({
      ...attachment,
      uploadedAt: attachment.uploadedAt.toISOString(),
    })),
  };
}
