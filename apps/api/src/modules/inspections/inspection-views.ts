import { countOf } from '@hoa/contracts/format';
import type {
  Finding,
  InspectionDetail,
  InspectionListStatus,
  InspectionRow,
} from '@hoa/contracts/inspections';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  inspectionFindingPhotos,
  inspectionFindings,
  inspectionProperties,
  inspections,
} from '../../db/schema/inspections';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { violations } from '../../db/schema/violations';

/** The outer row's id, qualified: inside a subquery an unqualified "id" would be the inner table's. */
const inspectionId = sql.raw('"inspections"."id"');
const propertyCount = sql<number>`(select count(*)::int from ${inspectionProperties} where ${inspectionProperties.inspectionId} = ${inspectionId})`;
const findingCount = sql<number>`(select count(*)::int from ${inspectionFindings} where ${inspectionFindings.inspectionId} = ${inspectionId})`;
const violationCount = sql<number>`(select count(*)::int from ${inspectionFindings} where ${inspectionFindings.inspectionId} = ${inspectionId} and ${inspectionFindings.violationId} is not null)`;

function rowQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: inspections.id,
      inspectedOn: inspections.inspectedOn,
      inspectorName: inspections.inspectorName,
      commonArea: inspections.commonArea,
      status: inspections.status,
      propertyCount,
      findingCount,
      violationCount,
    })
    .from(inspections)
    .where(where)
    .orderBy(desc(inspections.inspectedOn), desc(inspections.id));
}

type RawRow = Awaited<ReturnType<typeof rowQuery>>[number];
const toRow = (raw: RawRow): InspectionRow => {
  const count = Number(raw.propertyCount);
  return {
    ...raw,
    propertyCount: count,
    findingCount: Number(raw.findingCount),
    violationCount: Number(raw.violationCount),
    area: raw.commonArea ?? countOf(count, 'property', 'properties'),
  };
};

/** The association's inspections (all, scheduled or completed), the latest day first. */
export async function listInspections(
  db: Db,
  options: { associationId: number; status: InspectionListStatus },
): Promise<InspectionRow[]> {
  const conditions: SQL[] = [eq(inspections.associationId, options.associationId)];
  if (options.status !== 'all') conditions.push(eq(inspections.status, options.status));
  return (await rowQuery(db, and(...conditions))).map(toRow);
}

const propertyColumns = {
  id: properties.id,
  accountNumber: properties.accountNumber,
  address: properties.address1,
  firstName: owners.firstName,
  lastName: owners.lastName,
};
const toProperty = ({
  firstName,
  lastName,
  ...row
}: { firstName: string; lastName: string } & Omit<
  Finding['property'],
  'ownerName'
>): Finding['property'] => ({ ...row, ownerName: `${firstName} ${lastName}`.trim() });

/** One inspection of the association with its list of properties and its findings (photos, violation). */
export async function loadInspection(
  db: Db,
  options: { associationId: number; inspectionId: number },
): Promise<InspectionDetail | null> {
  const where = and(
    eq(inspections.id, options.inspectionId),
    eq(inspections.associationId, options.associationId),
  );
  const [raw] = await rowQuery(db, where);
  if (!raw) return null;
  const [meta] = await db
    .select({ notes: inspections.notes, createdAt: inspections.createdAt, createdBy: users.displayName })
    .from(inspections)
    .leftJoin(users, eq(users.id, inspections.createdByUserId))
    .where(eq(inspections.id, options.inspectionId));
  const listed = await db
    .select(propertyColumns)
    .from(inspectionProperties)
    .innerJoin(properties, eq(properties.id, inspectionProperties.propertyId))
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .where(eq(inspectionProperties.inspectionId, options.inspectionId))
    .orderBy(asc(properties.address1), asc(properties.id));
  const findingRows = await db
    .select({
      ...propertyColumns,
      findingId: inspectionFindings.id,
      category: inspectionFindings.category,
      description: inspectionFindings.description,
      ruleReference: inspectionFindings.ruleReference,
      violationId: inspectionFindings.violationId,
      violationStage: violations.stage,
      createdAt: inspectionFindings.createdAt,
    })
    .from(inspectionFindings)
    .innerJoin(properties, eq(properties.id, inspectionFindings.propertyId))
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .leftJoin(violations, eq(violations.id, inspectionFindings.violationId))
    .where(eq(inspectionFindings.inspectionId, options.inspectionId))
    .orderBy(asc(inspectionFindings.id));
  const photoRows =
    findingRows.length === 0
      ? []
      : await db
          .select({
            id: inspectionFindingPhotos.id,
            findingId: inspectionFindingPhotos.findingId,
            fileName: inspectionFindingPhotos.fileName,
            contentType: inspectionFindingPhotos.contentType,
            sizeBytes: inspectionFindingPhotos.sizeBytes,
            uploadedAt: inspectionFindingPhotos.uploadedAt,
          })
          .from(inspectionFindingPhotos)
          .where(
            inArray(
              inspectionFindingPhotos.findingId,
              findingRows.map((f) => f.findingId),
            ),
          )
          .orderBy(asc(inspectionFindingPhotos.id));
  const findings: Finding[] = findingRows.map((f) => ({
    id: f.findingId,
    property: toProperty(f),
    category: f.category,
    description: f.description,
    ruleReference: f.ruleReference,
    photos: photoRows
      .filter((p) => p.findingId === f.findingId)
      .map(({ findingId: _, uploadedAt, ...p }) => ({ ...p, uploadedAt: uploadedAt.toISOString() })),
    violation:
      f.violationId !== null && f.violationStage !== null
        ? { id: f.violationId, stage: f.violationStage }
        : null,
    createdAt: f.createdAt.toISOString(),
  }));
  return {
    ...toRow(raw),
    associationId: options.associationId,
    notes: meta?.notes ?? '',
    createdBy: meta?.createdBy ?? '',
    createdAt: meta?.createdAt.toISOString() ?? '',
    properties: listed.map(toProperty),
    findings,
  };
}

/** A finding's photo bytes, when the photo belongs to that finding of that inspection of the association. */
export async function readFindingPhoto(
  db: Db,
  ids: { associationId: number; inspectionId: number; findingId: number; photoId: number },
) {
  const [photo] = await db
    .select({
      fileName: inspectionFindingPhotos.fileName,
      contentType: inspectionFindingPhotos.contentType,
      content: inspectionFindingPhotos.content,
    })
    .from(inspectionFindingPhotos)
    .innerJoin(inspectionFindings, eq(inspectionFindings.id, inspectionFindingPhotos.findingId))
    .innerJoin(inspections, eq(inspections.id, inspectionFindings.inspectionId))
    .where(
      and(
        eq(inspectionFindingPhotos.id, ids.photoId),
        eq(inspectionFindings.id, ids.findingId),
        eq(inspections.id, ids.inspectionId),
        eq(inspections.associationId, ids.associationId),
      ),
    );
  return photo ?? null;
}

/** How many photos the finding has (for the per-finding limit). */
export async function findingPhotoCount(db: Db, findingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inspectionFindingPhotos)
    .where(eq(inspectionFindingPhotos.findingId, findingId));
  return Number(row?.n ?? 0);
}
