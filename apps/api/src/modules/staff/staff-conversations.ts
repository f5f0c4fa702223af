import type { StaffConversation, StaffConversationList } from '@hoa/contracts/staff-inbox';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { conversationMessages, conversations } from '../../db/schema/messages';
import { owners } from '../../db/schema/owners';
import { users } from '../../db/schema/users';
import { lastMessagesOf } from '../messages/conversation-summaries';
import { appendMessage, readConversation } from '../messages/conversations';
import { likePattern } from './find-homeowners';

const ownerName = sql<string>`trim(${owners.firstName} || ' ' || ${owners.lastName})`;
// management owes an answer while the newest message is the homeowner's
const unanswered = sql<boolean>`(select ${conversationMessages.author} = 'homeowner' from ${conversationMessages}
  where ${conversationMessages.conversationId} = ${conversations.id}
  order by ${conversationMessages.sentAt} desc, ${conversationMessages.id} desc limit 1)`;

/** The conversations of one company's owners, newest activity first; search by owner name or subject. */
export async function listCompanyConversations(
  db: Db,
  options: {
    managementCompanyId: number;
    search: string;
    unanswered: boolean;
    page: number;
    pageSize: number;
  },
): Promise<StaffConversationList> {
  const { page, pageSize } = options;
  const conditions: SQL[] = [eq(conversations.managementCompanyId, options.managementCompanyId)];
  if (options.search) {
    const pattern = likePattern(options.search);
    conditions.push(or(ilike(ownerName, pattern), ilike(conversations.subject, pattern)) as SQL);
  }
  if (options.unanswered) conditions.push(sql`coalesce(${unanswered}, false)`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: conversations, ownerName, unanswered })
      .from(conversations)
      .innerJoin(owners, eq(owners.id, conversations.ownerId))
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(conversations)
      .innerJoin(owners, eq(owners.id, conversations.ownerId))
      .where(where),
  ]);
  const { lastOf, countOf } = await lastMessagesOf(
    db,
    rows.map((row) => row.conversation.id),
  );
  return {
    items: rows.flatMap(({ conversation, ...row }) => {
      const last = lastOf.get(conversation.id);
      if (!last) return [];
      return [
        {
          id: conversation.id,
          ownerId: conversation.ownerId,
          ownerName: row.ownerName,
          subject: conversation.subject,
          lastMessage: last,
          messageCount: countOf.get(conversation.id) ?? 1,
          unanswered: row.unanswered === true,
          updatedAt: conversation.updatedAt.toISOString(),
        },
      ];
    }),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

/** One conversation of the staff member's company with the owner's name; another company's is 404. */
export async function loadCompanyConversation(
  db: Db,
  principal: Principal,
  id: number,
): Promise<StaffConversation> {
  await authorize(db, principal, { action: 'read', resource: { type: 'conversation', id } });
  const conversation = await readConversation(db, id);
  const [owner] = await db.select({ ownerName }).from(owners).where(eq(owners.id, conversation.ownerId));
  return { ...conversation, ownerName: owner?.ownerName ?? '' };
}

/** Staff answer as the management company, recorded with their own name and login. */
export async function replyAsManagement(
  db: Db,
  principal: Principal,
  input: { id: number; message: string; now: Date },
): Promise<StaffConversation> {
  await authorize(db, principal, { action: 'write', resource: { type: 'conversation', id: input.id } });
  const [staff] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, principal.userId));
  await appendMessage(db, {
    conversationId: input.id,
    author: {
      author: 'management',
      authorUserId: principal.userId,
      actorUserId: null,
      authorName: staff?.displayName ?? principal.email,
    },
    body: input.message,
    now: input.now,
  });
  return loadCompanyConversation(db, principal, input.id);
}
