import { createHash } from 'node:crypto';
import type { AttachmentContentType } from '@hoa/contracts/community';
import { violationMessages, violationPhotoRules } from '@hoa/contracts/violations';
import type { Db } from '../../db/database';
import { violationPhotos } from '../../db/schema/violations';
import { AppError } from '../../errors/app-error';
import type { BoardAction } from '../audit/board-audit';
import { checkedAttachmentName, safeFileName } from '../homeowner-requests/attachments';
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
  const { action, associationId, violationId, content } = input;
  const contentType = input.contentType as AttachmentContentType;
  if (!(violationPhotoRules.contentTypes as readonly string[]).includes(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', {
      detail: violationMessages.photoTypeRefused(safeFileName(input.fileName)),
    });
  }
  const fileName = checkedAttachmentName({ fileName: input.fileName, contentType, content });
  return db.transaction(async (tx) => {
    await lockViolation(tx, associationId, violationId);
    if ((await photoCountOf(tx, violationId)) >= violationPhotoRules.maxPerViolation) {
      throw new AppError('CONFLICT', 'Conflict', { detail: violationMessages.tooManyPhotos });
    }
    const sha256 = createHash('sha256').update(content).digest('hex');
    const [row] = await tx
      .insert(violationPhotos)
      .values({
        violationId,
        fileName,
        contentType,
        sizeBytes: content.length,
        sha256,
        content,
        uploadedByUserId: action.principal.userId,
        uploadedAt: action.now,
      })
      .returning({ id: violationPhotos.id });
    const photoId = (row as { id: number }).id;
    await auditViolation(tx, action, {
      object: 'Violation photo',
      status: 201,
      before: null,
      after: {
        violation: violationId,
        photo: photoId,
        fileName,
        contentType,
        sizeBytes: content.length,
        sha256,
      },
    });
    return photoId;
  });
}
