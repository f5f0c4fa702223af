import type { Message } from '@hoa/contracts/messages';
import { count, desc, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversationMessages } from '../../db/schema/messages';
import { users } from '../../db/schema/users';

/** A message's columns and the name of the staff member who sent it as the homeowner (mimic mode), if any. */
export const messageColumns = {
  ...getTableColumns(conversationMessages),
  actorName: sql<
    string | null
  >`(select ${users.displayName} from ${users} where ${users.id} = ${conversationMessages.actorUserId})`,
};

type MessageRow = typeof conversationMessages.$inferSelect & { actorName: string | null };

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  author: row.author,
  authorName: row.authorName,
  onBehalfBy: row.actorUserId === null ? null : { name: row.actorName ?? 'Staff' },
  body: row.body,
  sentAt: row.sentAt.toISOString(),
});

/** The last message and the message count of each listed conversation (one query each, not one per row). */
export async function lastMessagesOf(db: Db, conversationIds: number[]) {
  if (conversationIds.length === 0) {
    return { lastOf: new Map<number, Message>(), countOf: new Map<number, number>() };
  }
  const [latest, counts] = await Promise.all([
    db
      .selectDistinctOn([conversationMessages.conversationId], messageColumns)
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, conversationIds))
      .orderBy(
        conversationMessages.conversationId,
        desc(conversationMessages.sentAt),
        desc(conversationMessages.id),
      ),
    db
      .select({ conversationId: conversationMessages.conversationId, value: count() })
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, conversationIds))
      .groupBy(conversationMessages.conversationId),
  ]);
  return {
    lastOf: new Map(latest.map((row) => [row.conversationId, toMessage(row)])),
    countOf: new Map(counts.map((row) => [row.conversationId, row.value])),
  };
}
