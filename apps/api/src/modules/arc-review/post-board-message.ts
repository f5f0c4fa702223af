import type { AttachmentContentType } from '@hoa/contracts/community';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { arcBoardMessages } from '../../db/schema/arc-review';
import { requestAttachments } from '../../db/schema/community';
import { users } from '../../db/schema/users';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { attachmentRow, checkedAttachmentName } from '../homeowner-requests/attachments';

export interface BoardFile {
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
}

/**
 * Adds a message to the board's discussion of a request, with its files checked by content like the
 * homeowner's attachments (authorize first: a board member, not in mimic mode). Never shown to the
 * homeowner. Returns the message id.
 */
export async function postBoardMessage(
  db: Db,
  options: { action: BoardAction; requestId: number; body: string; files: readonly BoardFile[] },
): Promise<number> {
  const { action, requestId, body } = options;
  const files = options.files.map((file) => ({ ...file, fileName: checkedAttachmentName(file) }));
  const [author] = await db
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, action.principal.userId));
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(arcBoardMessages)
      .values({
        requestId,
        authorUserId: action.principal.userId,
        authorName: author?.name ?? action.principal.email,
        body,
        sentAt: action.now,
      })
      .returning({ id: arcBoardMessages.id });
    const messageId = (message as { id: number }).id;
    if (files.length > 0) {
      await tx.insert(requestAttachments).values(
        files.map((file) =>
          attachmentRow({
            requestId,
            ...file,
            userId: action.principal.userId,
            now: action.now,
            boardMessageId: messageId,
          }),
        ),
      );
    }
    await recordBoardAction(tx, action, {
      object: 'ARC board message',
      status: 201,
      before: null,
      after: { request: requestId, message: messageId, body, files: files.map((file) => file.fileName) },
    });
    return messageId;
  });
}
