import {
  type FindingFormValues,
  type InspectionFormValues,
  inspectionMessages,
} from '@hoa/contracts/inspections';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inspectionFindings, inspectionProperties, inspections } from '../../db/schema/inspections';
import { properties } from '../../db/schema/properties';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { demoSeedRoute } from '../violations/violation-changes';

const notFound = (detail: string) => new AppError('NOT_FOUND', 'Not Found', { detail });
export const conflict = (detail: string) => new AppError('CONFLICT', detail, { detail });

/** Records the write in the audit trail in its transaction (every staff write; not the demo seed's). */
export async function auditInspection(
  tx: Db,
  action: BoardAction,
  change: Parameters<typeof recordBoardAction>[2],
): Promise<void> {
  if (action.route === demoSeedRoute) return;
  await recordBoardAction(tx, action, change);
}

/** Locks the inspection's row for the transaction (every change takes it first); 404 outside the association. */
export async function lockInspection(tx: Db, associationId: number, inspectionId: number) {
  const [row] = await tx
    .select()
    .from(inspections)
    .where(and(eq(inspections.id, inspectionId), eq(inspections.associationId, associationId)))
    .for('update');
  if (!row) throw notFound(inspectionMessages.notFound);
  return row;
}

/** Locks a finding of the (already locked) inspection; 404 when it is not one of its findings. */
export async function lockFinding(tx: Db, inspectionId: number, findingId: number) {
  const [row] = await tx
    .select()
    .from(inspectionFindings)
    .where(and(eq(inspectionFindings.id, findingId), eq(inspectionFindings.inspectionId, inspectionId)))
    .for('update');
  if (!row) throw notFound(inspectionMessages.findingNotFound);
  return row;
}

const listedPropertiesOf = async (tx: Db, inspectionId: number) =>
  (
    await tx
      .select({ id: inspectionProperties.propertyId })
      .from(inspectionProperties)
      .where(eq(inspectionProperties.inspectionId, inspectionId))
  ).map((row) => row.id);

/**
 * The location of an inspection: exactly one of a common area or a non-empty list of the association's
 * properties (400 naming the field otherwise). Returns the list without repeats.
 */
async function checkedLocation(tx: Db, associationId: number, form: InspectionFormValues) {
  const propertyIds = [...new Set(form.propertyIds)];
  if (form.commonArea !== '' && propertyIds.length > 0) {
    throw fieldInvalid('propertyIds', inspectionMessages.oneLocation);
  }
  if (form.commonArea === '' && propertyIds.length === 0) {
    throw fieldInvalid('commonArea', inspectionMessages.noLocation);
  }
  if (propertyIds.length > 0) {
    const found = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(inArray(properties.id, propertyIds), eq(properties.associationId, associationId)));
    if (found.length !== propertyIds.length) {
      throw fieldInvalid('propertyIds', inspectionMessages.propertyNotFound);
    }
  }
  return { commonArea: form.commonArea === '' ? null : form.commonArea, propertyIds };
}

/** Staff record an inspection (scheduled or already done) of a common area or a list of properties. */
export async function createInspection(
  db: Db,
  input: { action: BoardAction; associationId: number; form: InspectionFormValues },
): Promise<number> {
  const { action, associationId, form } = input;
  return db.transaction(async (tx) => {
    const { commonArea, propertyIds } = await checkedLocation(tx, associationId, form);
    const [row] = await tx
      .insert(inspections)
      .values({
        associationId,
        inspectedOn: form.inspectedOn,
        inspectorName: form.inspectorName,
        commonArea,
        status: form.status,
        notes: form.notes,
        createdByUserId: action.principal.userId,
        createdAt: action.now,
        updatedAt: action.now,
      })
      .returning({ id: inspections.id });
    const id = (row as { id: number }).id;
    if (propertyIds.length > 0) {
      await tx
        .insert(inspectionProperties)
        .values(propertyIds.map((propertyId) => ({ inspectionId: id, propertyId })));
    }
    await auditInspection(tx, action, {
      object: 'Inspection',
      status: 201,
      before: null,
      after: { inspection: id, ...form, commonArea, propertyIds },
    });
    return id;
  });
}

/**
 * Staff change an inspection: its day, inspector, location, status, notes. A property that has a
 * finding stays on the list (400 naming `propertyIds`).
 */
export async function updateInspection(
  db: Db,
  input: { action: BoardAction; associationId: number; inspectionId: number; form: InspectionFormValues },
): Promise<void> {
  const { action, associationId, inspectionId, form } = input;
  await db.transaction(async (tx) => {
    const before = await lockInspection(tx, associationId, inspectionId);
    const listedBefore = await listedPropertiesOf(tx, inspectionId);
    const { commonArea, propertyIds } = await checkedLocation(tx, associationId, form);
    if (propertyIds.length > 0) {
      const found = await tx
        .select({ propertyId: inspectionFindings.propertyId })
        .from(inspectionFindings)
        .where(eq(inspectionFindings.inspectionId, inspectionId));
      if (found.some((finding) => !propertyIds.includes(finding.propertyId))) {
        throw fieldInvalid('propertyIds', 'A property with a finding stays on the list.');
      }
    }
    await tx
      .update(inspections)
      .set({
        inspectedOn: form.inspectedOn,
        inspectorName: form.inspectorName,
        commonArea,
        status: form.status,
        notes: form.notes,
        updatedAt: action.now,
      })
      .where(eq(inspections.id, inspectionId));
    await tx.delete(inspectionProperties).where(eq(inspectionProperties.inspectionId, inspectionId));
    if (propertyIds.length > 0) {
      await tx
        .insert(inspectionProperties)
        .values(propertyIds.map((propertyId) => ({ inspectionId, propertyId })));
    }
    await auditInspection(tx, action, {
      object: 'Inspection',
      status: 200,
      before: {
        inspection: inspectionId,
        inspectedOn: before.inspectedOn,
        inspectorName: before.inspectorName,
        commonArea: before.commonArea,
        propertyIds: listedBefore,
        status: before.status,
        notes: before.notes,
      },
      after: { inspection: inspectionId, ...form, commonArea, propertyIds },
    });
  });
}

/** The finding's property: the association's, and on the inspection's list when it has one (400 otherwise). */
async function checkFindingProperty(tx: Db, associationId: number, inspectionId: number, propertyId: number) {
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.associationId, associationId)));
  if (!property) throw fieldInvalid('propertyId', inspectionMessages.propertyNotFound);
  const listed = await listedPropertiesOf(tx, inspectionId);
  if (listed.length > 0 && !listed.includes(propertyId)) {
    throw fieldInvalid('propertyId', inspectionMessages.propertyNotListed);
  }
}

/** Staff add what the inspector found at a property. */
export async function addFinding(
  db: Db,
  input: { action: BoardAction; associationId: number; inspectionId: number; form: FindingFormValues },
): Promise<number> {
  const { action, associationId, inspectionId, form } = input;
  return db.transaction(async (tx) => {
    await lockInspection(tx, associationId, inspectionId);
    await checkFindingProperty(tx, associationId, inspectionId, form.propertyId);
    const [row] = await tx
      .insert(inspectionFindings)
      .values({
        inspectionId,
        ...form,
        createdByUserId: action.principal.userId,
        createdAt: action.now,
        updatedAt: action.now,
      })
      .returning({ id: inspectionFindings.id });
    const id = (row as { id: number }).id;
    await auditInspection(tx, action, {
      object: 'Inspection finding',
      status: 201,
      before: null,
      after: { inspection: inspectionId, finding: id, ...form },
    });
    return id;
  });
}

/** Staff correct a finding; one that became a violation is the violation's now (409). */
export async function updateFinding(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    inspectionId: number;
    findingId: number;
    form: FindingFormValues;
  },
): Promise<void> {
  const { action, associationId, inspectionId, findingId, form } = input;
  await db.transaction(async (tx) => {
    await lockInspection(tx, associationId, inspectionId);
    const before = await lockFinding(tx, inspectionId, findingId);
    if (before.violationId !== null) throw conflict(inspectionMessages.convertedLocked(before.violationId));
    await checkFindingProperty(tx, associationId, inspectionId, form.propertyId);
    await tx
      .update(inspectionFindings)
      .set({ ...form, updatedAt: action.now })
      .where(eq(inspectionFindings.id, findingId));
    await auditInspection(tx, action, {
      object: 'Inspection finding',
      status: 200,
      before: {
        inspection: inspectionId,
        finding: findingId,
        propertyId: before.propertyId,
        category: before.category,
        description: before.description,
        ruleReference: before.ruleReference,
      },
      after: { inspection: inspectionId, finding: findingId, ...form },
    });
  });
}

/** Staff remove a finding (with its photos); one that became a violation stays (409). */
export async function removeFinding(
  db: Db,
  input: { action: BoardAction; associationId: number; inspectionId: number; findingId: number },
): Promise<void> {
  const { action, associationId, inspectionId, findingId } = input;
  await db.transaction(async (tx) => {
    await lockInspection(tx, associationId, inspectionId);
    const before = await lockFinding(tx, inspectionId, findingId);
    if (before.violationId !== null) throw conflict(inspectionMessages.convertedLocked(before.violationId));
    await tx.delete(inspectionFindings).where(eq(inspectionFindings.id, findingId));
    await auditInspection(tx, action, {
      object: 'Inspection finding removal',
      status: 200,
      before: {
        inspection: inspectionId,
        finding: findingId,
        propertyId: before.propertyId,
        category: before.category,
        description: before.description,
      },
      after: { inspection: inspectionId, finding: findingId, removed: true },
    });
  });
}
