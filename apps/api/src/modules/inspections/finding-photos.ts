import { createHash } from 'node:crypto';
import type { AttachmentContentType } from '@hoa/contracts/community';
import { findingPhotoRules, inspectionMessages } from '@hoa/contracts/inspections';
import type { Db } from '../../db/database';
import { inspectionFindingPhotos } from '../../db/schema/inspections';
import { AppError } from '../../errors/app-error';
import type { BoardAction } from '../audit/board-audit';
import { checkedAttachmentName, safeFileName } from '../homeowner-requests/attachments';
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
  const { action, associationId, inspectionId, findingId, content } = input;
  const contentType = input.contentType as AttachmentContentType;
  if (!(findingPhotoRules.contentTypes as readonly string[]).includes(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', {
      detail: inspectionMessages.photoTypeRefused(safeFileName(input.fileName)),
    });
  }
  const fileName = checkedAttachmentName({ fileName: input.fileName, contentType, content });
  return db.transaction(async (tx) => {
    await lockInspection(tx, associationId, inspectionId);
    const finding = await lockFinding(tx, inspectionId, findingId);
    if (finding.violationId !== null) throw conflict(inspectionMessages.convertedLocked(finding.violationId));
    if ((await findingPhotoCount(tx, findingId)) >= findingPhotoRules.maxPerFinding) {
      throw conflict(inspectionMessages.tooManyPhotos);
    }
    const sha256 = createHash('sha256').update(content).digest('hex');
    const [row] = await tx
      .insert(inspectionFindingPhotos)
      .values({
        findingId,
        fileName,
        contentType,
        sizeBytes: content.length,
        sha256,
        content,
        uploadedByUserId: action.principal.userId,
        uploadedAt: action.now,
      })
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
        fileName,
        contentType,
        sizeBytes: content.length,
        sha256,
      },
    });
    return photoId;
  });
}
