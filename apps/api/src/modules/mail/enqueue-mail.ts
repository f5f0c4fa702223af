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
