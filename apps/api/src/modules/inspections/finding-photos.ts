import { findingPhotoRules, inspectionMessages } from '@hoa/contracts/inspections';
import type { Db } from '../../db/database';
import { inspectionFindingPhotos } from '../../db/schema/inspections';
import type { BoardAction } from '../audit/board-audit';
import { checkedPhotoRow, photoFacts } from '../homeowner-requests/attachments';
import { auditInspection, conflict, lockFinding, lockInspection } from './inspection-changes';
import { findingPhotoCount } from './inspection-views';

/**
 * Staff add a photo to a finding: a PNG or JPEG whose content is what it was sent as (the request
 * attachments' check), within the size and the per-finding limit (counted under the rows' locks).
 */
export async function addFindingPhoto(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    inspectionId: number;
    findingId: number;
    fileName: string;
    contentType: string;
    content: Buffer;
  },
): Promise<number> {
  const { action, associationId, inspectionId, findingId } = input;
  const photo = checkedPhotoRow(
    input,
    { contentTypes: findingPhotoRules.contentTypes, refused: inspectionMessages.photoTypeRefused },
    { userId: action.principal.userId, now: action.now },
  );
  return db.transaction(async (tx) => {
    await lockInspection(tx, associationId, inspectionId);
    const finding = await lockFinding(tx, inspectionId, findingId);
    if (finding.violationId !== null) throw conflict(inspectionMessages.convertedLocked(finding.violationId));
    if ((await findingPhotoCount(tx, findingId)) >= findingPhotoRules.maxPerFinding) {
      throw conflict(inspectionMessages.tooManyPhotos);
    }
    const [row] = await tx
      .insert(inspectionFindingPhotos)
      .values({ findingId, ...photo })
      .returning({ id: inspectionFindingPhotos.id });
    const photoId = (row as { id: number }).id;
    await auditInspection(tx, action, {
      object: 'Inspection finding photo',
      status: 201,
      before: null,
      after: {
        inspection: inspectionId,
        finding: findingId,
        photo: photoId,
        ...photoFacts(photo),
      },
    });
    return photoId;
  });
}
