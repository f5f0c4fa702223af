import type { Conversation, ConversationList, Message } from '@hoa/contracts/messages';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import { ownedByUser } from '../../auth/policies/owner-links';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { conversationMessages, conversations } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';

type MessageRow = typeof conversationMessages.$inferSelect;

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  author: row.author,
  authorName: row.authorName,
  body: row.body,
  sentAt: row.sentAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });

/** The conversations of the owners the principal acts for, latest activity first (none for staff as themselves). */
export async function listConversations(
  db: Db,
  principal: Principal,
  options: { limit: number },
): Promise<ConversationList> {
  const mine = and(
    inArray(conversations.ownerId, ownedByUser(principal.userId)),
    eq(conversations.managementCompanyId, principal.managementCompanyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(mine)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(options.limit),
    db.select({ value: count() }).from(conversations).where(mine),
  ]);
  if (rows.length === 0) return { conversations: [], total: total?.value ?? 0 };
  const ids = rows.map((row) => row.id);
  const [latest, counts] = await Promise.all([
    db
      .selectDistinctOn([conversationMessages.conversationId])
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, ids))
      .orderBy(
        conversationMessages.conversationId,
        desc(conversationMessages.sentAt),
        desc(conversationMessages.id),
      ),
    db
      .select({ conversationId: conversationMessages.conversationId, value: count() })
      .from(conversationMessages)
      .where(inArray(conversationMessages.conversationId, ids))
      .groupBy(conversationMessages.conversationId),
  ]);
  const latestOf = new Map(latest.map((row) => [row.conversationId, row]));
  const countOf = new Map(counts.map((row) => [row.conversationId, row.value]));
  return {
    total: total?.value ?? rows.length,
    conversations: rows.flatMap((row) => {
      const last = latestOf.get(row.id);
      if (!last) return [];
      return [
        {
          id: row.id,
          ownerId: row.ownerId,
          subject: row.subject,
          lastMessage: toMessage(last),
          messageCount: countOf.get(row.id) ?? 1,
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    }),
  };
}

/** A conversation of an owner the principal acts for; anyone else's (or none) is 404. */
async function authorizedConversation(db: Db, principal: Principal, id: number, action: 'read' | 'write') {
  const [row] = await db
    .select({ conversation: conversations, managementCompany: managementCompanies.name })
    .from(conversations)
    .innerJoin(managementCompanies, eq(managementCompanies.id, conversations.managementCompanyId))
    .where(eq(conversations.id, id));
  if (!row) throw notFound();
  await authorize(db, principal, { action, resource: { type: 'owner', id: row.conversation.ownerId } });
  return row;
}

export async function loadConversation(db: Db, principal: Principal, id: number): Promise<Conversation> {
  const { conversation, managementCompany } = await authorizedConversation(db, principal, id, 'read');
  const messages = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(asc(conversationMessages.sentAt), asc(conversationMessages.id));
  return {
    id: conversation.id,
    ownerId: conversation.ownerId,
    subject: conversation.subject,
    managementCompany,
    messages: messages.map(toMessage),
  };
}

async function authorOf(db: Db, principal: Principal) {
  const [user] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, principal.userId));
  return {
    author: 'homeowner' as const,
    authorUserId: principal.userId,
    // staff writing in mimic mode are recorded beside the homeowner they act as
    actorUserId: principal.actorUserId,
    authorName: user?.displayName ?? principal.email,
  };
}

/** POST /Messages: a new conversation with its first message, for an owner the principal acts for. */
export async function startConversation(
  db: Db,
  principal: Principal,
  input: { ownerId: number; subject: string; message: string; now: Date },
): Promise<Conversation> {
  await authorize(db, principal, { action: 'write', resource: { type: 'owner', id: input.ownerId } });
  const author = await authorOf(db, principal);
  const id = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        managementCompanyId: principal.managementCompanyId,
        ownerId: input.ownerId,
        subject: input.subject,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: conversations.id });
    if (!conversation) throw new Error('The conversation was not created');
    await tx
      .insert(conversationMessages)
      .values({ ...author, conversationId: conversation.id, body: input.message, sentAt: input.now });
    return conversation.id;
  });
  return loadConversation(db, principal, id);
}

/** POST /Messages/{id}: a reply in a conversation of an owner the principal acts for. */
export async function replyToConversation(
  db: Db,
  principal: Principal,
  input: { id: number; message: string; now: Date },
): Promise<Conversation> {
  await authorizedConversation(db, principal, input.id, 'write');
  const author = await authorOf(db, principal);
  await db.transaction(async (tx) => {
    await tx
      .insert(conversationMessages)
      .values({ ...author, conversationId: input.id, body: input.message, sentAt: input.now });
    await tx
      .update(conversations)
      .set({ updatedAt: sql`greatest(${conversations.updatedAt}, ${input.now.toISOString()}::timestamptz)` })
      .where(eq(conversations.id, input.id));
  });
  return loadConversation(db, principal, input.id);
}
