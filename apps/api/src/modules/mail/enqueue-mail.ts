import type { Db } from '../../db/database';
import { emailAttachments, emailOutbox } from '../../db/schema/mail';

/** A file sent with a message (a notice letter as PDF). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
}

/**
 * Stores rendered messages and their attachments in the outbox (nothing to do for none); pass the
 * transaction of whatever caused them so all of it commits or none does. Senders use `queueMails`, which
 * renders a template first.
 */
export async function enqueueMails(db: Db, mails: readonly OutgoingMail[], now: Date): Promise<void> {
  const row = (mail: OutgoingMail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    createdAt: now,
    nextAttemptAt: now,
  });
  const plain = mails.filter((mail) => !mail.attachments?.length);
  if (plain.length > 0) await db.insert(emailOutbox).values(plain.map(row));
  // a message with files is stored on its own, so its id is certainly the one its files point at
  for (const mail of mails) {
    if (!mail.attachments?.length) continue;
    const [stored] = await db.insert(emailOutbox).values(row(mail)).returning({ id: emailOutbox.id });
    if (!stored) throw new Error('The outbox did not return the stored message.');
    await db
      .insert(emailAttachments)
      .values(mail.attachments.map((file, position) => ({ outboxId: stored.id, position, ...file })));
  }
}
