import { createHash } from 'node:crypto';
import {
  type AttachmentContentType,
  attachmentRules,
  attachmentTypeOf,
  communityMessages,
} from '@hoa/contracts/community';
import { hiddenCharacter } from '@hoa/contracts/file-names';
import { and, count, eq } from 'drizzle-orm';
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
  const fileName = withTypeExtension(safeFileName(options.fileName), contentType);
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
      .where(eq(requestAttachments.requestId, requestId));
    if ((existing?.n ?? 0) >= attachmentRules.maxPerRequest) {
      throw new AppError('CONFLICT', 'Conflict', { detail: communityMessages.tooManyFiles });
    }
    const [row] = await tx
      .insert(requestAttachments)
      .values({
        requestId,
        fileName,
        contentType,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        uploadedByUserId: principal.userId,
        uploadedAt: now,
      })
      .returning({ id: requestAttachments.id });
    return (row as { id: number }).id;
  });
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
