import { violationMessages, violationPhotoRules } from '@hoa/contracts/violations';
import type { Db } from '../../db/database';
import { violationPhotos } from '../../db/schema/violations';
import { AppError } from '../../errors/app-error';
import type { BoardAction } from '../audit/board-audit';
import { checkedPhotoRow, photoFacts } from '../homeowner-requests/attachments';
import { auditViolation, lockViolation } from './violation-changes';
import { photoCountOf } from './violation-views';

/**
 * Staff add a photo to a violation: a PNG or JPEG whose content is what it was sent as (the request
 * attachments' check), within the size and the per-violation limit (counted under the row lock).
 */
export async function addViolationPhoto(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    violationId: number;
    fileName: string;
    contentType: string;
    content: Buffer;
  },
): Promise<number> {
  const { action, associationId, violationId } = input;
  const photo = checkedPhotoRow(
    input,
    { contentTypes: violationPhotoRules.contentTypes, refused: violationMessages.photoTypeRefused },
    { userId: action.principal.userId, now: action.now },
  );
  return db.transaction(async (tx) => {
    await lockViolation(tx, associationId, violationId);
    if ((await photoCountOf(tx, violationId)) >= violationPhotoRules.maxPerViolation) {
      throw new AppError('CONFLICT', 'Conflict', { detail: violationMessages.tooManyPhotos });
    }
    const [row] = await tx
      .insert(violationPhotos)
      .values({ violationId, ...photo })
      .returning({ id: violationPhotos.id });
    const photoId = (row as { id: number }).id;
    await auditViolation(tx, action, {
      object: 'Violation photo',
      status: 201,
      before: null,
      after: {
        violation: violationId,
        photo: photoId,
        ...photoFacts(photo),
      },
    });
    return photoId;
  });
}
