import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { emailAttachments, emailOutbox } from '../../db/schema/mail';
import type { MailAttachment } from './enqueue-mail';

export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachment[];
  }): Promise<void>;
}

/** 30 s, 1 min, 2 min … capped at 1 hour: an SMTP outage delays mail, never loses it. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface DrainOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  from: string;
  batchSize?: number;
}

/** A claimed message is someone's for this long; if its sender dies, it is due again afterwards. */
const claimLeaseMs = 2 * 60_000;

type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claims the next due message in a short transaction (FOR UPDATE SKIP LOCKED, so processes never share
 * a row) by pushing its next attempt past a lease. No transaction stays open while SMTP is slow: on PGlite
 * that would stall every other request, on PostgreSQL hold a pooled connection.
 */
async function claimNext(db: Db, clock: Clock): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const attempts = row.attempts + 1;
    await tx
      .update(emailOutbox)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
      .where(eq(emailOutbox.id, row.id));
    return { ...row, attempts };
  });
}

/** The files stored with a message, in the order they were given. */
async function attachmentsOf(db: Db, outboxId: number): Promise<MailAttachment[]> {
  return db
    .select({
      fileName: emailAttachments.fileName,
      contentType: emailAttachments.contentType,
      content: emailAttachments.content,
    })
    .from(emailAttachments)
    .where(eq(emailAttachments.outboxId, outboxId))
    .orderBy(asc(emailAttachments.position));
}

/**
 * Sends due messages one at a time. A message is marked sent after SMTP accepted it; a crash in between
 * sends it once more when its lease runs out (at least once, never lost).
 */
export async function drainOutbox(options: DrainOptions): Promise<{ sent: number; failed: number }> {
  const { db, clock, transport, from } = options;
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < (options.batchSize ?? 50); i++) {
    const row = await claimNext(db, clock);
    if (!row) break;
    try {
      const attachments = await attachmentsOf(db, row.id);
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: clock.now(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000),
        })
        .where(eq(emailOutbox.id, row.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
