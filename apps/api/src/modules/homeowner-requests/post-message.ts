import { eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import { isStaffActingAsSelf } from '../../auth/policies/policy';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { homeownerRequests, requestMessages } from '../../db/schema/community';
import { users } from '../../db/schema/users';

/** Adds a message to a request's thread: the homeowner's, or management's when staff write as themselves. */
export async function postRequestMessage(
  db: Db,
  options: { principal: Principal; requestId: number; body: string; now: Date },
): Promise<number> {
  const { principal, requestId, now } = options;
  await authorize(db, principal, { action: 'write', resource: { type: 'homeownerRequest', id: requestId } });
  const [author] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, principal.userId));
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(requestMessages)
      .values({
        requestId,
        authorUserId: principal.userId,
        // staff writing in mimic mode are recorded beside the homeowner they act as
        actorUserId: principal.actorUserId,
        author: isStaffActingAsSelf(principal) ? 'management' : 'homeowner',
        authorName: author?.displayName ?? principal.email,
        body: options.body,
        sentAt: now,
      })
      .returning({ id: requestMessages.id });
    await tx.update(homeownerRequests).set({ updatedAt: now }).where(eq(homeownerRequests.id, requestId));
    return (message as { id: number }).id;
  });
}
