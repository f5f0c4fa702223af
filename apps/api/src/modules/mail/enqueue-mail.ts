import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema/mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a message; pass the transaction of whatever caused it so both commit or neither does. */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await db.insert(emailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/** `enqueueMail` for several messages in one statement (nothing to do for none). */
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
