import { createHash } from 'node:crypto';
import { type AttachmentContentType, attachmentRules, communityMessages } from '@hoa/contracts/community';
import { hiddenCharacter } from '@hoa/contracts/file-names';
import { and, count, eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { homeownerRequests, requestAttachments } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';

/** The first bytes each accepted type must start with: the declared type has to match the content. */
const signatures: Record<AttachmentContentType, number[][]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
};

export function contentMatches(contentType: AttachmentContentType, content: Buffer): boolean {
  return signatures[contentType].some((signature) => signature.every((byte, i) => content[i] === byte));
}

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
  const fileName = safeFileName(options.fileName);
  if (content.length === 0)
    throw new AppError('VALIDATION_FAILED', 'The file is empty.', { detail: 'The file is empty.' });
  if (content.length > attachmentRules.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', communityMessages.fileSizeExceeded, {
      detail: communityMessages.fileTooLarge(fileName),
    });
  }
  if (!contentMatches(contentType, content)) {
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
