import { eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { requestAttachments } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });

/** One file of an ARC request for a board member of its association (404 for anyone who may not know it). */
export async function readBoardAttachment(db: Db, principal: Principal, attachmentId: number) {
  const [owner] = await db
    .select({ requestId: requestAttachments.requestId })
    .from(requestAttachments)
    .where(eq(requestAttachments.id, attachmentId));
  if (!owner) throw notFound();
  await authorize(db, principal, {
    action: 'read',
    resource: { type: 'arcRequest', id: owner.requestId, need: 'board' },
  });
  const [file] = await db
    .select({
      fileName: requestAttachments.fileName,
      contentType: requestAttachments.contentType,
      content: requestAttachments.content,
    })
    .from(requestAttachments)
    .where(eq(requestAttachments.id, attachmentId));
  if (!file) throw notFound();
  return file;
}
