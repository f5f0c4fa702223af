import { createHash } from 'node:crypto';
import { attachmentTypeOf } from '@hoa/contracts/community';
import { workOrderMessages as messages, workOrderPhotoRules } from '@hoa/contracts/work-orders';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';
import { workOrderMessages, workOrderPhotos, workOrders } from '../../db/schema/work-orders';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { safeFileName, withTypeExtension } from '../homeowner-requests/attachments';
import { conflict, lockWorkOrder } from './work-order-changes';

/*
 * What is added to a work order beside its status (ADR 130): board and staff comments, staff photos
 * checked by content. Each addition runs under the work order's row lock and is audited in its transaction.
 */

/** A comment of a board member or staff on the work order. */
export async function addComment(
  db: Db,
  options: {
    action: BoardAction;
    associationId: number;
    workOrderId: number;
    role: 'board' | 'staff';
    body: string;
  },
): Promise<void> {
  const { action, associationId, workOrderId, role, body } = options;
  await db.transaction(async (tx) => {
    await lockWorkOrder(tx, associationId, workOrderId);
    const [author] = await tx
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, action.principal.userId));
    const [row] = await tx
      .insert(workOrderMessages)
      .values({
        workOrderId,
        authorUserId: action.principal.userId,
        authorRole: role,
        authorName: author?.name ?? action.principal.email,
        body,
        sentAt: action.now,
      })
      .returning({ id: workOrderMessages.id });
    await tx.update(workOrders).set({ updatedAt: action.now }).where(eq(workOrders.id, workOrderId));
    await recordBoardAction(tx, action, {
      object: 'Work order comment',
      status: 201,
      before: null,
      after: { workOrder: workOrderId, message: row?.id, role, body },
    });
  });
}

/** Refused unless the photo is a non-empty PNG or JPEG (by its content) within 10 MB; returns its type. */
export function checkPhoto(file: { fileName: string; content: Buffer } | undefined) {
  if (!file) throw fieldInvalid('file', messages.photoRequired);
  if (file.content.length === 0) throw fieldInvalid('file', messages.photoEmpty);
  if (file.content.length > workOrderPhotoRules.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', messages.photoTooLarge, {
      detail: `body.file: ${messages.photoTooLarge}`,
    });
  }
  const type = attachmentTypeOf(file.content);
  if (type !== 'image/png' && type !== 'image/jpeg') {
    const name = safeFileName(file.fileName);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notPhoto(name), {
      detail: `body.file: ${messages.notPhoto(name)}`,
    });
  }
  return { contentType: type, fileName: withTypeExtension(safeFileName(file.fileName), type) };
}

/** Staff add a checked photo (at most 20 a work order). Returns its id. */
export async function addPhoto(
  db: Db,
  options: {
    action: BoardAction;
    associationId: number;
    workOrderId: number;
    file: { fileName: string; content: Buffer } | undefined;
  },
): Promise<number> {
  const { action, associationId, workOrderId, file } = options;
  return db.transaction(async (tx) => {
    // an unknown work order is a 404 before the file is looked at
    await lockWorkOrder(tx, associationId, workOrderId);
    const checked = checkPhoto(file);
    const content = (file as { content: Buffer }).content;
    const [existing] = await tx
      .select({ n: count() })
      .from(workOrderPhotos)
      .where(eq(workOrderPhotos.workOrderId, workOrderId));
    if ((existing?.n ?? 0) >= workOrderPhotoRules.maxPerWorkOrder) throw conflict(messages.tooManyPhotos);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const [row] = await tx
      .insert(workOrderPhotos)
      .values({
        workOrderId,
        fileName: checked.fileName,
        contentType: checked.contentType,
        sizeBytes: content.length,
        sha256,
        content,
        uploadedByUserId: action.principal.userId,
        uploadedAt: action.now,
      })
      .returning({ id: workOrderPhotos.id });
    const id = (row as { id: number }).id;
    await recordBoardAction(tx, action, {
      object: 'Work order photo',
      status: 201,
      before: null,
      after: {
        workOrder: workOrderId,
        photo: id,
        fileName: checked.fileName,
        sizeBytes: content.length,
        sha256,
      },
    });
    return id;
  });
}
