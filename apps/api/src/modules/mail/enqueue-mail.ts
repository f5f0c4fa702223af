import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema/mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Stores rendered messages in the outbox in one statement (nothing to do for none); pass the
 * transaction of whatever caused them so both commit or neither does. Senders use `queueMails`, which
 * renders a template first.
 */
export async function enqueueMails(db: Db, mails: readonly OutgoingMail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(emailOutbox).values(
    mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}
