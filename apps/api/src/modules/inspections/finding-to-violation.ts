import { inspectionMessages } from '@hoa/contracts/inspections';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inspectionFindingPhotos, inspectionFindings } from '../../db/schema/inspections';
import { violationPhotos } from '../../db/schema/violations';
import { fieldInvalid } from '../../errors/app-error';
import type { BoardAction } from '../audit/board-audit';
import { photoFacts } from '../homeowner-requests/attachments';
import { createViolation } from '../violations/violation-changes';
import { auditInspection, conflict, lockFinding, lockInspection } from './inspection-changes';

/**
 * Staff turn a finding into a violation in one step (ADR 132): in ONE transaction, under the
 * inspection's and the finding's row locks, the violations domain records the violation (observed on
 * the inspection's day, the finding's property, category, description and rule), the finding's photos
 * are copied to it, and the finding is linked to it. A second attempt, even at the same moment, waits
 * for the lock and gets 409 naming the violation; the database refuses relinking too (trigger, unique).
 */
export async function turnFindingIntoViolation(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    inspectionId: number;
    findingId: number;
    ruleReference: string | undefined;
  },
): Promise<number> {
  const { action, associationId, inspectionId, findingId } = input;
  return db.transaction(async (tx) => {
    const inspection = await lockInspection(tx, associationId, inspectionId);
    const finding = await lockFinding(tx, inspectionId, findingId);
    if (finding.violationId !== null)
      throw conflict(inspectionMessages.alreadyViolation(finding.violationId));
    const ruleReference = (input.ruleReference ?? '').trim() || finding.ruleReference.trim();
    if (ruleReference === '') throw fieldInvalid('ruleReference', inspectionMessages.ruleRequired);
    const violationId = await createViolation(tx, {
      action,
      associationId,
      propertyId: finding.propertyId,
      form: {
        category: finding.category,
        description: finding.description,
        ruleReference,
        observedOn: inspection.inspectedOn,
      },
    });
    const photos = await tx
      .select()
      .from(inspectionFindingPhotos)
      .where(eq(inspectionFindingPhotos.findingId, findingId))
      .orderBy(asc(inspectionFindingPhotos.id));
    if (photos.length > 0) {
      await tx.insert(violationPhotos).values(
        photos.map((photo) => ({
          violationId,
          ...photoFacts(photo),
          content: photo.content,
          uploadedByUserId: photo.uploadedByUserId,
          uploadedAt: photo.uploadedAt,
        })),
      );
    }
    await tx
      .update(inspectionFindings)
      .set({
        violationId,
        ruleReference,
        convertedByUserId: action.principal.userId,
        convertedAt: action.now,
        updatedAt: action.now,
      })
      .where(eq(inspectionFindings.id, findingId));
    await auditInspection(tx, action, {
      object: 'Inspection finding to violation',
      status: 201,
      before: { inspection: inspectionId, finding: findingId, violation: null },
      after: {
        inspection: inspectionId,
        finding: findingId,
        violation: violationId,
        ruleReference,
        photosCopied: photos.length,
      },
    });
    return violationId;
  });
}
