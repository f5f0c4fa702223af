import {
  nextStages,
  noticeStages,
  openViolationStages,
  type ViolationDetail,
  type ViolationEvent,
  type ViolationListView,
  type ViolationRow,
  type ViolationStage,
} from '@hoa/contracts/violations';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import {
  violationEscalations,
  violationEvents,
  violationPhotos,
  violations,
} from '../../db/schema/violations';

const pendingStage = sql<
  'fine' | 'hearing' | null
>`(select ${violationEscalations.stage} from ${violationEscalations}
  where ${violationEscalations.violationId} = ${violations.id} and ${violationEscalations.status} = 'pending' limit 1)`;
const photoCount = sql<number>`(select count(*)::int from ${violationPhotos} where ${violationPhotos.violationId} = ${violations.id})`;

function rowQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: violations.id,
      propertyId: violations.propertyId,
      accountNumber: properties.accountNumber,
      address: properties.address1,
      firstName: owners.firstName,
      lastName: owners.lastName,
      category: violations.category,
      description: violations.description,
      ruleReference: violations.ruleReference,
      observedOn: violations.observedOn,
      stage: violations.stage,
      stageChangedAt: violations.stageChangedAt,
      pendingEscalation: pendingStage,
      photoCount,
    })
    .from(violations)
    .innerJoin(properties, eq(properties.id, violations.propertyId))
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .where(where)
    .orderBy(desc(violations.observedOn), desc(violations.id));
}

type RawRow = Awaited<ReturnType<typeof rowQuery>>[number];
const toRow = ({
  firstName,
  lastName,
  stageChangedAt,
  pendingEscalation,
  photoCount,
  ...row
}: RawRow): ViolationRow => ({
  ...row,
  ownerName: `${firstName} ${lastName}`.trim(),
  stageChangedAt: stageChangedAt.toISOString(),
  pendingEscalation: pendingEscalation ?? null,
  photoCount: Number(photoCount),
});

/** The association's violations: open ones (the default), those awaiting the board, or all; newest first. */
export async function listViolations(
  db: Db,
  options: {
    associationId: number;
    view: ViolationListView;
    stage?: ViolationStage | undefined;
    propertyId?: number | undefined;
  },
): Promise<ViolationRow[]> {
  const conditions: SQL[] = [eq(violations.associationId, options.associationId)];
  if (options.view === 'open') conditions.push(inArray(violations.stage, [...openViolationStages]));
  if (options.view === 'awaitingBoard') conditions.push(sql`${pendingStage} is not null`);
  if (options.stage) conditions.push(eq(violations.stage, options.stage));
  if (options.propertyId) conditions.push(eq(violations.propertyId, options.propertyId));
  return (await rowQuery(db, and(...conditions))).map(toRow);
}

/** The violations of the properties the user's owners own, in every association (the homeowner's view). */
export async function listOwnViolations(db: Db, propertyIds: number[]): Promise<ViolationRow[]> {
  if (propertyIds.length === 0) return [];
  return (await rowQuery(db, inArray(violations.propertyId, propertyIds))).map(toRow);
}

/**
 * One violation with its history, escalations and photos. The homeowner's view leaves out the board's
 * and staff's internal comments, proposals and decisions: the owner sees stage changes (the notices)
 * and the replies.
 */
export async function loadViolation(
  db: Db,
  options: { violationId: number; associationId?: number; audience: 'board' | 'staff' | 'homeowner' },
): Promise<ViolationDetail | null> {
  const where = and(
    eq(violations.id, options.violationId),
    options.associationId === undefined ? undefined : eq(violations.associationId, options.associationId),
  );
  const [raw] = await rowQuery(db, where);
  if (!raw) return null;
  const [association] = await db
    .select({ id: associations.id, name: associations.name })
    .from(violations)
    .innerJoin(associations, eq(associations.id, violations.associationId))
    .where(eq(violations.id, options.violationId));
  const eventRows = await db
    .select({
      id: violationEvents.id,
      kind: violationEvents.kind,
      fromStage: violationEvents.fromStage,
      toStage: violationEvents.toStage,
      body: violationEvents.body,
      author: users.displayName,
      authorRole: violationEvents.authorRole,
      occurredAt: violationEvents.occurredAt,
    })
    .from(violationEvents)
    .leftJoin(users, eq(users.id, violationEvents.userId))
    .where(eq(violationEvents.violationId, options.violationId))
    .orderBy(asc(violationEvents.occurredAt), asc(violationEvents.id));
  const visible =
    options.audience === 'homeowner'
      ? eventRows.filter((event) => event.kind === 'stage' || event.kind === 'reply')
      : eventRows;
  const events: ViolationEvent[] = visible.map((event) => ({
    ...event,
    author:
      options.audience === 'homeowner' && event.authorRole !== 'homeowner'
        ? 'The association'
        : (event.author ?? 'The association'),
    occurredAt: event.occurredAt.toISOString(),
    hasNotice: event.kind === 'stage' && event.toStage !== null && noticeStages.includes(event.toStage),
  }));
  const stageDates: ViolationDetail['stageDates'] = { observed: `${raw.observedOn}` };
  for (const event of eventRows) {
    if (event.kind === 'stage' && event.toStage) stageDates[event.toStage] = event.occurredAt.toISOString();
  }
  const proposer = sql<string>`(select ${users.displayName} from ${users} where ${users.id} = ${violationEscalations.proposedByUserId})`;
  const decider = sql<
    string | null
  >`(select ${users.displayName} from ${users} where ${users.id} = ${violationEscalations.decidedByUserId})`;
  const escalationRows =
    options.audience === 'homeowner'
      ? []
      : await db
          .select({
            id: violationEscalations.id,
            stage: violationEscalations.stage,
            fromStage: violationEscalations.fromStage,
            fineAmount: violationEscalations.fineAmount,
            hearingOn: violationEscalations.hearingOn,
            note: violationEscalations.note,
            status: violationEscalations.status,
            proposedBy: proposer,
            proposedAt: violationEscalations.proposedAt,
            decidedBy: decider,
            decidedAt: violationEscalations.decidedAt,
            decisionNote: violationEscalations.decisionNote,
            fineEntryId: violationEscalations.fineEntryId,
          })
          .from(violationEscalations)
          .where(eq(violationEscalations.violationId, options.violationId))
          .orderBy(asc(violationEscalations.proposedAt), asc(violationEscalations.id));
  const photos = await db
    .select({
      id: violationPhotos.id,
      fileName: violationPhotos.fileName,
      contentType: violationPhotos.contentType,
      sizeBytes: violationPhotos.sizeBytes,
      uploadedAt: violationPhotos.uploadedAt,
    })
    .from(violationPhotos)
    .where(eq(violationPhotos.violationId, options.violationId))
    .orderBy(asc(violationPhotos.id));
  const row = toRow(raw);
  return {
    ...row,
    associationId: association?.id as number,
    associationName: association?.name ?? '',
    stageDates,
    nextStages: options.audience === 'homeowner' ? [] : nextStages(row.stage),
    events,
    escalations: escalationRows.map((e) => ({
      ...e,
      proposedBy: e.proposedBy ?? '',
      proposedAt: e.proposedAt.toISOString(),
      decidedAt: e.decidedAt?.toISOString() ?? null,
    })),
    photos: photos.map((p) => ({ ...p, uploadedAt: p.uploadedAt.toISOString() })),
  };
}

/** A photo's bytes, when it belongs to the violation. */
export async function readViolationPhoto(db: Db, violationId: number, photoId: number) {
  const [photo] = await db
    .select({
      fileName: violationPhotos.fileName,
      contentType: violationPhotos.contentType,
      content: violationPhotos.content,
    })
    .from(violationPhotos)
    .where(and(eq(violationPhotos.id, photoId), eq(violationPhotos.violationId, violationId)));
  return photo ?? null;
}

/** How many photos the violation has (for the per-violation limit). */
export async function photoCountOf(db: Db, violationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(violationPhotos)
    .where(eq(violationPhotos.violationId, violationId));
  return Number(row?.n ?? 0);
}

/** The association and property of a violation (for the homeowner's authorization), or null. */
export async function violationOwnerOf(db: Db, violationId: number) {
  const [row] = await db
    .select({ associationId: violations.associationId, propertyId: violations.propertyId })
    .from(violations)
    .where(eq(violations.id, violationId));
  return row ?? null;
}
