import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema/messages';
import { userActsForOwner } from './owner-links';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/**
 * A conversation with the management company is its owner's (the logins acting for that owner); the
 * company's staff, signed in as themselves, reach their own company's conversations (they answer them).
 * Anyone else: 404, as for an id that does not exist.
 */
export const conversationPolicy: Policy<{ type: 'conversation'; id: number }> = async (
  { db, principal },
  resource,
) => {
  const [row] = await db
    .select({ ownerId: conversations.ownerId, managementCompanyId: conversations.managementCompanyId })
    .from(conversations)
    .where(eq(conversations.id, resource.id))
    .limit(1);
  if (!row) return notFound;
  if (isStaffActingAsSelf(principal)) {
    return row.managementCompanyId === principal.managementCompanyId ? allow : notFound;
  }
  return (await userActsForOwner(db, principal.userId, row.ownerId)) ? allow : notFound;
};
