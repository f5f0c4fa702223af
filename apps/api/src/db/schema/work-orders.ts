import {
  type WorkOrderPriority,
  type WorkOrderStatus,
  workOrderPriorities,
  workOrderStatuses,
} from '@hoa/contracts/work-orders';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors } from './association-books';
import { associations } from './associations';
import { bytea, inList, requiredRef } from './columns';

import { homeownerRequests } from './community';
import { properties } from './properties';
import { users } from './users';

/** Per association: an estimate above this many cents waits for the board (ADR 130). No row: the default. */
export const workOrderSettings = pgTable(
  'work_order_settings',
  {
    associationId: integer()
      .primaryKey()
      .references(() => associations.id),
    estimateApprovalThreshold: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('work_order_settings_threshold_check', sql`${t.estimateApprovalThreshold} >= 0`)],
);

/**
 * A job on a common area or one property (exactly one of them), maybe for a vendor of the association.
 * Costs are integer cents. Its status only moves as `workOrderTransitions` allows (a trigger in the
 * migration refuses anything else), and every move is a row of `work_order_status_changes`.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    commonArea: text(),
    propertyId: integer().references(() => properties.id),
    vendorId: integer().references(() => vendors.id),
    priority: text().$type<WorkOrderPriority>().notNull().default('normal'),
    status: text().$type<WorkOrderStatus>().notNull().default('open'),
    estimatedCost: bigint({ mode: 'number' }),
    actualCost: bigint({ mode: 'number' }),
    /** The homeowner's request it was made from: one work order per request. */
    requestId: integer().references(() => homeownerRequests.id),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('work_orders_association_status_idx').on(t.associationId, t.status, t.createdAt),
    uniqueIndex('work_orders_request_unique').on(t.requestId),
    check('work_orders_priority_check', sql`${t.priority} in (${inList(workOrderPriorities)})`),
    check('work_orders_status_check', sql`${t.status} in (${inList(workOrderStatuses)})`),
    check('work_orders_one_location', sql`(${t.commonArea} is null) <> (${t.propertyId} is null)`),
    check('work_orders_title_check', sql`length(btrim(${t.title})) between 1 and 160`),
    check(
      'work_orders_costs_check',
      sql`coalesce(${t.estimatedCost}, 0) >= 0 and coalesce(${t.actualCost}, 0) >= 0`,
    ),
  ],
);

/** The work order's history: every status it took, who moved it, why, and the estimate then. Append-only. */
export const workOrderStatusChanges = pgTable(
  'work_order_status_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: requiredRef(() => workOrders.id),
    fromStatus: text().$type<WorkOrderStatus>(),
    toStatus: text().$type<WorkOrderStatus>().notNull(),
    note: text().notNull().default(''),
    estimatedCost: bigint({ mode: 'number' }),
    changedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.workOrderId, t.changedAt),
    check('work_order_status_changes_to_check', sql`${t.toStatus} in (${inList(workOrderStatuses)})`),
  ],
);

/** Comments of the board and staff on a work order. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: requiredRef(() => workOrders.id),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorRole: text().$type<'board' | 'staff'>().notNull(),
    authorName: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.workOrderId, t.sentAt),
    check('work_order_messages_role_check', sql`${t.authorRole} in ('board', 'staff')`),
    check('work_order_messages_body_check', sql`length(btrim(${t.body})) between 1 and 4000`),
  ],
);

/** Photos (PNG or JPEG, checked by content, at most 10 MB), kept in the database like request files. */
export const workOrderPhotos = pgTable(
  'work_order_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: requiredRef(() => workOrders.id),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.workOrderId),
    check('work_order_photos_size_check', sql`${t.sizeBytes} between 1 and 10485760`),
    check('work_order_photos_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);
