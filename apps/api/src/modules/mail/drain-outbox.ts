import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema/mail';

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<void>;
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

/**
 * Sends due messages one at a time, each claimed with FOR UPDATE SKIP LOCKED so several processes never
 * send the same row. The row is marked sent after SMTP accepted it; a crash in between resends it once.
 */
export async function drainOutbox(options: DrainOptions): Promise<{ sent: number; failed: number }> {
  const { db, clock, transport, from } = options;
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < (options.batchSize ?? 50); i++) {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'empty' as const;
      try {
        await transport.send({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
        await tx
          .update(emailOutbox)
          .set({ sentAt: clock.now(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
          .where(eq(emailOutbox.id, row.id));
        return 'sent' as const;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
            nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000),
          })
          .where(eq(emailOutbox.id, row.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'empty') break;
    if (outcome === 'sent') sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
