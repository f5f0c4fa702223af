import type { Security } from '@hoa/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';

/** Who the session is for and, in mimic mode, the staff actor and when mimic mode ends. */
export async function describeSecurity({
  db,
  principal,
}: {
  db: Db;
  principal: Principal;
}): Promise<Security> {
  let mimic: Security['mimic'] = null;
  if (principal.actorUserId !== null) {
    const [actor] = await db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, principal.actorUserId))
      .limit(1);
    mimic = {
      actorUserId: principal.actorUserId,
      actorName: actor?.displayName ?? '',
      expiresAt: (principal.tokenExpiresAt ?? new Date(0)).toISOString(),
    };
  }
  return { userId: principal.userId, customer: principal.customer, isStaff: principal.isStaff, mimic };
}
