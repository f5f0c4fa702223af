import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema/mail';

export async function listMailbox(options: { db: Db; to: string }) {
  const rows = await options.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, options.to.trim().toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
