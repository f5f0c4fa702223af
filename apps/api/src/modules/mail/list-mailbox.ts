import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailAttachments, emailOutbox } from '../../db/schema/mail';

/** The newest 50 messages to an address, each with its attachments' names and sizes (not their bytes). */
export async function listMailbox(options: { db: Db; to: string }) {
  const rows = await options.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, options.to.trim().toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(50);
  const files =
    rows.length === 0
      ? []
      : await options.db
          .select({
            outboxId: emailAttachments.outboxId,
            position: emailAttachments.position,
            fileName: emailAttachments.fileName,
            contentType: emailAttachments.contentType,
            size: sql<number>`octet_length(${emailAttachments.content})`.mapWith(Number),
          })
          .from(emailAttachments)
          .where(
            inArray(
              emailAttachments.outboxId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(emailAttachments.outboxId), asc(emailAttachments.position));
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: files
      .filter((file) => file.outboxId === row.id)
      .map(({ position, fileName, contentType, size }) => ({ position, fileName, contentType, size })),
  }));
}

/** One attachment of a message, with its bytes, or null. */
export async function readMailAttachment(db: Db, outboxId: number, position: number) {
  const [file] = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.outboxId, outboxId), eq(emailAttachments.position, position)));
  return file ?? null;
}
