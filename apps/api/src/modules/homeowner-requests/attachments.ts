import { createHash } from 'node:crypto';
import {
  type AttachmentContentType,
  attachmentRules,
  attachmentTypeOf,
  communityMessages,
} from '@hoa/contracts/community';
import { hiddenCharacter } from '@hoa/contracts/file-names';
import { and, count, eq, isNull } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { homeownerRequests, requestAttachments } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';

/**
 * A file name safe to store and to put in a Content-Disposition header: no path, nothing invisible or
 * direction-changing (the document names' rule).
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => !hiddenCharacter.test(char) && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}

export async function addAttachment(
  db: Db,
  options: {
    principal: Principal;
    requestId: number;
    fileName: string;
    contentType: AttachmentContentType;
    content: Buffer;
    now: Date;
  },
): Promise<number> {
  const { principal, requestId, content, contentType, now } = options;
  await authorize(db, principal, { action: 'write', resource: { type: 'homeownerRequest', id: requestId } });
  const fileName = checkedAttachmentName(options);
  return db.transaction(async (tx) => {
    // the row lock serialises uploads to one request, so the per-request limit holds under concurrency
    await tx
      .select({ id: homeownerRequests.id })
      .from(homeownerRequests)
      .where(eq(homeownerRequests.id, requestId))
      .for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(requestAttachments)
      .where(and(eq(requestAttachments.requestId, requestId), isNull(requestAttachments.boardMessageId)));
    if ((existing?.n ?? 0) >= attachmentRules.maxPerRequest) {
      throw new AppError('CONFLICT', 'Conflict', { detail: communityMessages.tooManyFiles });
    }
    const [row] = await tx
      .insert(requestAttachments)
      .values(attachmentRow({ requestId, fileName, contentType, content, userId: principal.userId, now }))
      .returning({ id: requestAttachments.id });
    return (row as { id: number }).id;
  });
}

/**
 * Throws unless the file is a non-empty PDF, PNG or JPEG within the size limit whose content is of the
 * type it was sent as; returns the name to store (safe, ending in the type's extension). Request files
 * and the board discussion's files (ADR 111) pass the same check.
 */
export function checkedAttachmentName(file: {
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
}): string {
  const { content, contentType } = file;
  const fileName = withTypeExtension(safeFileName(file.fileName), contentType);
  if (content.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The file is empty.', { detail: 'The file is empty.' });
  if (content.length > attachmentRules.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', communityMessages.fileSizeExceeded, {
      detail: communityMessages.fileTooLarge(fileName),
    });
  }
  if (attachmentTypeOf(content) !== contentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', {
      detail: communityMessages.fileTypeRefused(fileName),
    });
  }
  return fileName;
}

/** The row of a checked file (its digest taken here). */
export function attachmentRow(file: {
  requestId: number;
  fileName: string;
  contentType: AttachmentContentType;
  content: Buffer;
  userId: number | null;
  now: Date;
  boardMessageId?: number;
}): typeof requestAttachments.$inferInsert {
  return {
    requestId: file.requestId,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.content.length,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    content: file.content,
    uploadedByUserId: file.userId,
    uploadedAt: file.now,
    boardMessageId: file.boardMessageId ?? null,
  };
}

export async function readAttachment(
  db: Db,
  options: { principal: Principal; requestId: number; attachmentId: number },
) {
  await authorize(db, options.principal, {
    action: 'read',
    resource: { type: 'homeownerRequest', id: options.requestId },
  });
  const [row] = await db
    .select({
      fileName: requestAttachments.fileName,
      contentType: requestAttachments.contentType,
      content: requestAttachments.content,
    })
    .from(requestAttachments)
    .where(
      and(
        eq(requestAttachments.id, options.attachmentId),
        eq(requestAttachments.requestId, options.requestId),
        isNull(requestAttachments.boardMessageId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return row;
}

const extensions: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** The name ends in its content's extension, so "plans.html" holding a PDF is saved as "plans.html.pdf". */
export function withTypeExtension(fileName: string, contentType: AttachmentContentType): string {
  const allowed = extensions[contentType];
  const lower = fileName.toLowerCase();
  if (allowed.some((extension) => lower.endsWith(extension) && lower.length > extension.length)) {
    return fileName;
  }
  return `${fileName.slice(0, 200 - 5)}${allowed[0]}`;
}

/** A stored photo's name, type, size and digest: what the audit trail keeps and a copy carries over. */
export function photoFacts<
  T extends { fileName: string; contentType: string; sizeBytes: number; sha256: string },
>(photo: T): Pick<T, 'fileName' | 'contentType' | 'sizeBytes' | 'sha256'> {
  const { fileName, contentType, sizeBytes, sha256 } = photo;
  return { fileName, contentType, sizeBytes, sha256 };
}

/**
 * A photo sent to a board record (a violation, an inspection finding): refused (415, the sender's message)
 * unless sent as one of `contentTypes`, then the attachments' content check; returns the columns every
 * photo table stores (safe name, type, size, digest, bytes, who and when).
 */
export function checkedPhotoRow(
  file: { fileName: string; contentType: string; content: Buffer },
  rules: { contentTypes: readonly string[]; refused: (fileName: string) => string },
  by: { userId: number; now: Date },
) {
  if (!rules.contentTypes.includes(file.contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', {
      detail: rules.refused(safeFileName(file.fileName)),
    });
  }
  const contentType = file.contentType as AttachmentContentType;
  const { content } = file;
  return {
    fileName: checkedAttachmentName({ fileName: file.fileName, contentType, content }),
    contentType,
    sizeBytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    uploadedByUserId: by.userId,
    uploadedAt: by.now,
  };
}
