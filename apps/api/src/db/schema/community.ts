import {
  type AuthorRole,
  authorRoles,
  type RequestKind,
  type RequestStatus,
  type ReservationStatus,
  requestKinds,
  requestStatuses,
  reservationStatuses,
} from '@hoa/contracts/community';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { associationPages } from './association-pages';
import { associations } from './associations';
import { bytea, inList, requiredRef } from './columns';

import { owners } from './owners';
import { properties } from './properties';
import { users } from './users';

export const amenities = pgTable(
  'amenities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Reservable hours, local time of the association, 'HH:MM'. */
    opensAt: text().notNull().default('08:00'),
    closesAt: text().notNull().default('22:00'),
  },
  (t) => [
    index().on(t.associationId),
    unique('amenities_association_name_unique').on(t.associationId, t.name),
  ],
);

/** Association events; `rrule` (RFC 5545 RRULE, without DTSTART) makes one recurring from startsAt. */
export const communityEvents = pgTable(
  'community_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    location: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    allDay: boolean().notNull().default(false),
    rrule: text(),
  },
  (t) => [
    index().on(t.associationId),
    check('community_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const homeownerRequests = pgTable(
  'homeowner_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    propertyId: requiredRef(() => properties.id),
    /** Whose request it is: every login acting for this owner sees it. */
    ownerId: requiredRef(() => owners.id),
    submittedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<RequestKind>().notNull(),
    status: text().$type<RequestStatus>().notNull().default('submitted'),
    subject: text().notNull(),
    description: text().notNull().default(''),
    arcType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerId, t.createdAt),
    index().on(t.associationId),
    check('homeowner_requests_kind_check', sql`${t.kind} in (${inList(requestKinds)})`),
    check('homeowner_requests_status_check', sql`${t.status} in (${inList(requestStatuses)})`),
    check('homeowner_requests_arc_type', sql`(${t.kind} = 'arc') = (${t.arcType} is not null)`),
  ],
);

/**
 * Amenity reservations, one per reservation request. Overlapping tentative or confirmed reservations of one
 * amenity are refused by an exclusion constraint (hand-written part of migration 0013).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    associationId: requiredRef(() => associations.id),
    amenityId: requiredRef(() => amenities.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<ReservationStatus>().notNull().default('tentative'),
  },
  (t) => [
    unique('reservations_request_unique').on(t.requestId),
    index().on(t.associationId, t.startsAt),
    check('reservations_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('reservations_status_check', sql`${t.status} in (${inList(reservationStatuses)})`),
  ],
);

export const requestStatusChanges = pgTable(
  'request_status_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    status: text().$type<RequestStatus>().notNull(),
    note: text().notNull().default(''),
    changedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    changedBy: text().$type<AuthorRole>().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.requestId),
    check('request_status_changes_status_check', sql`${t.status} in (${inList(requestStatuses)})`),
    check('request_status_changes_by_check', sql`${t.changedBy} in (${inList(authorRoles)})`),
  ],
);

export const requestMessages = pgTable(
  'request_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Staff who wrote it while acting as the homeowner (mimic mode). */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    author: text().$type<AuthorRole>().notNull(),
    authorName: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.requestId, t.sentAt),
    check('request_messages_author_check', sql`${t.author} in (${inList(authorRoles)})`),
    check('request_messages_body_not_blank', sql`length(btrim(${t.body})) between 1 and 4000`),
  ],
);

/**
 * Attachments live in the database (bytea, at most 10 MB each), checked for size and content type first.
 * The homeowner's have no `boardMessageId`; the board discussion's files have one.
 */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set for a file of the board's discussion (arc_board_messages, ADR 111): the board's, never the
     * homeowner's. No foreign key here (the board tables import this file); the migration adds it.
     */
    boardMessageId: integer(),
  },
  (t) => [
    index().on(t.requestId),
    index().on(t.boardMessageId),
    check('request_attachments_size_check', sql`${t.sizeBytes} between 1 and 10485760`),
    check(
      'request_attachments_type_check',
      sql`${t.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
  ],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.associationId)],
);

/** The text of a custom page (association_pages names it); plain text, rendered without HTML. */
export const customPageContents = pgTable('custom_page_contents', {
  pageId: integer()
    .primaryKey()
    .references(() => associationPages.id, { onDelete: 'cascade' }),
  body: text().notNull(),
});

/** A per-user secret for the iCalendar subscription (calendar apps cannot send a bearer token); stored hashed. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    associationId: integer()
      .notNull()
      .references(() => associations.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.associationId] }),
    unique('calendar_feed_tokens_hash_unique').on(t.tokenHash),
  ],
);
