import {
  allowedStageSteps,
  type BoardStage,
  type EscalationStatus,
  escalationStatuses,
  stagesNeedingBoard,
  type ViolationEventKind,
  type ViolationStage,
  violationEventKinds,
  violationStages,
} from '@hoa/contracts/violations';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { journalEntries } from './books';
import { bytea, inList, requiredRef } from './columns';

import { properties } from './properties';
import { users } from './users';

/** `(from = 'a' and to = 'b') or …`: the steps a stage may take (ADR 129). */
const stepCheck = (from: AnyPgColumn, to: AnyPgColumn) =>
  sql`(${sql.join(
    allowedStageSteps.map(([a, b]) => sql`(${from} = ${sql.raw(`'${a}'`)} and ${to} = ${sql.raw(`'${b}'`)})`),
    sql.raw(' or '),
  )})`;

/**
 * A violation of a governing-document rule at a property (issue 18, ADR 129). `stage` is where it is
 * now; every change of it is a row of `violation_events` (append-only), and a trigger refuses any
 * update of `stage` that is not one allowed step (so no escalation skips a stage, whoever writes).
 */
export const violations = pgTable(
  'violations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    propertyId: requiredRef(() => properties.id),
    category: text().notNull(),
    description: text().notNull(),
    ruleReference: text().notNull(),
    observedOn: date({ mode: 'string' }).notNull(),
    stage: text().$type<ViolationStage>().notNull().default('observed'),
    stageChangedAt: timestamp({ withTimezone: true }).notNull(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.associationId, t.stage),
    index().on(t.propertyId),
    check('violations_stage_check', sql`${t.stage} in (${inList(violationStages)})`),
    check('violations_category_check', sql`length(btrim(${t.category})) between 1 and 80`),
    check('violations_description_check', sql`length(btrim(${t.description})) between 1 and 4000`),
    check('violations_rule_check', sql`length(btrim(${t.ruleReference})) between 1 and 300`),
  ],
);

/** A photo of a violation (PNG or JPEG, its content checked before it is stored). */
export const violationPhotos = pgTable(
  'violation_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    violationId: requiredRef(() => violations.id),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    uploadedByUserId: integer().references(() => users.id),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.violationId),
    check('violation_photos_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

/**
 * A fine or a hearing proposed by staff, waiting for one board member's approval or refusal (with a
 * note). An approved fine's journal entry is `fineEntryId` (posted once, by its source key). At most
 * one escalation of a violation is pending at a time.
 */
export const violationEscalations = pgTable(
  'violation_escalations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    violationId: requiredRef(() => violations.id),
    associationId: requiredRef(() => associations.id),
    stage: text().$type<BoardStage>().notNull(),
    fromStage: text().$type<ViolationStage>().notNull(),
    fineAmount: bigint({ mode: 'number' }),
    hearingOn: date({ mode: 'string' }),
    note: text().notNull().default(''),
    status: text().$type<EscalationStatus>().notNull().default('pending'),
    proposedByUserId: requiredRef(() => users.id),
    proposedAt: timestamp({ withTimezone: true }).notNull(),
    decidedByUserId: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text().notNull().default(''),
    fineEntryId: bigint({ mode: 'number' }).references(() => journalEntries.id),
  },
  (t) => [
    index().on(t.violationId),
    // the board's to-do count (countViolationEscalationsAwaitingBoard): pending ones of an association
    index('violation_escalations_pending').on(t.associationId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('violation_escalations_one_pending').on(t.violationId).where(sql`${t.status} = 'pending'`),
    check('violation_escalations_stage_check', sql`${t.stage} in (${inList(stagesNeedingBoard)})`),
    check('violation_escalations_step_check', stepCheck(t.fromStage, t.stage)),
    check('violation_escalations_status_check', sql`${t.status} in (${inList(escalationStatuses)})`),
    check(
      'violation_escalations_fine_amount',
      sql`(${t.fineAmount} is not null) = (${t.stage} = 'fine') and (${t.fineAmount} is null or ${t.fineAmount} > 0)`,
    ),
    check(
      'violation_escalations_fine_entry',
      sql`(${t.fineEntryId} is not null) = (${t.stage} = 'fine' and ${t.status} = 'approved')`,
    ),
    check(
      'violation_escalations_decided',
      sql`(${t.decidedAt} is not null) = (${t.status} <> 'pending') and (${t.decidedByUserId} is not null) = (${t.status} <> 'pending')`,
    ),
  ],
);

/**
 * The violation's history, append-only (a trigger refuses UPDATE and DELETE): its creation, each stage
 * change (only allowed steps), comments (board, staff), the owner's replies, proposals and decisions.
 * A stage change to a notice stage is the notice: its letter is rendered from this row.
 */
export const violationEvents = pgTable(
  'violation_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    violationId: requiredRef(() => violations.id),
    kind: text().$type<ViolationEventKind>().notNull(),
    fromStage: text().$type<ViolationStage>(),
    toStage: text().$type<ViolationStage>(),
    body: text().notNull().default(''),
    userId: integer().references(() => users.id),
    authorRole: text().$type<'staff' | 'board' | 'homeowner'>().notNull(),
    escalationId: integer().references(() => violationEscalations.id),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.violationId, t.occurredAt),
    check('violation_events_kind_check', sql`${t.kind} in (${inList(violationEventKinds)})`),
    check('violation_events_role_check', sql`${t.authorRole} in ('staff', 'board', 'homeowner')`),
    check(
      'violation_events_stage_step',
      sql`(${t.kind} = 'stage') = (${t.toStage} is not null) and (${t.kind} <> 'stage' or ${stepCheck(t.fromStage, t.toStage)})`,
    ),
    check('violation_events_body_check', sql`length(${t.body}) <= 4000`),
  ],
);
