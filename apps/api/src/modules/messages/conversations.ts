import type { Conversation, ConversationList } from '@hoa/contracts/messages';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import { ownedByUser } from '../../auth/policies/owner-links';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { conversationMessages, conversations } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';
import { lastMessagesOf, messageColumns, toMessage } from './conversation-summaries';

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
  const { lastOf, countOf } = await lastMessagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: total?.value ?? rows.length,
    conversations: rows.flatMap((row) => {
      const last = lastOf.get(row.id);
      if (!last) return [];
      return [
        {
          id: row.id,
          ownerId: row.ownerId,
          subject: row.subject,
          lastMessage: last,
          messageCount: countOf.get(row.id) ?? 1,
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    }),
  };
}

/** A conversation of an owner the principal acts for; anyone else's (or none) is 404. */
async function authorizeOwnerOf(db: Db, principal: Principal, id: number, action: 'read' | 'write') {
  const [row] = await db
    .select({ ownerId: conversations.ownerId })
    .from(conversations)
    .where(eq(conversations.id, id));
  if (!row) throw notFound();
  await authorize(db, principal, { action, resource: { type: 'owner', id: row.ownerId } });
}

/** A conversation with all its messages, oldest first (authorize first). */
export async function readConversation(db: Db, id: number): Promise<Conversation> {
  const [[row], messages] = await Promise.all([
    db
      .select({ conversation: conversations, managementCompany: managementCompanies.name })
      .from(conversations)
      .innerJoin(managementCompanies, eq(managementCompanies.id, conversations.managementCompanyId))
      .where(eq(conversations.id, id)),
    db
      .select(messageColumns)
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id))
      .orderBy(asc(conversationMessages.sentAt), asc(conversationMessages.id)),
  ]);
  if (!row) throw notFound();
  return {
    id: row.conversation.id,
    ownerId: row.conversation.ownerId,
    subject: row.conversation.subject,
    managementCompany: row.managementCompany,
    messages: messages.map(toMessage),
  };
}

export async function loadConversation(db: Db, principal: Principal, id: number): Promise<Conversation> {
  await authorizeOwnerOf(db, principal, id, 'read');
  return readConversation(db, id);
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

type Author = Pick<
  typeof conversationMessages.$inferInsert,
  'author' | 'authorUserId' | 'actorUserId' | 'authorName'
>;

/** Adds a message to a conversation and moves it up the lists (authorize first). */
export async function appendMessage(
  db: Db,
  input: { conversationId: number; author: Author; body: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(conversationMessages).values({
      ...input.author,
      conversationId: input.conversationId,
      body: input.body,
      sentAt: input.now,
    });
    await tx
      .update(conversations)
      .set({ updatedAt: sql`greatest(${conversations.updatedAt}, ${input.now.toISOString()}::timestamptz)` })
      .where(eq(conversations.id, input.conversationId));
  });
}

/** POST /Messages/{id}: a reply in a conversation of an owner the principal acts for. */
export async function replyToConversation(
  db: Db,
  principal: Principal,
  input: { id: number; message: string; now: Date },
): Promise<Conversation> {
  await authorizeOwnerOf(db, principal, input.id, 'write');
  await appendMessage(db, {
    conversationId: input.id,
    author: await authorOf(db, principal),
    body: input.message,
    now: input.now,
  });
  return readConversation(db, input.id);
}
