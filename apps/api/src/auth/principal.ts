import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { managementCompanies } from '../db/schema/management-companies';
import { endedMimicSessions } from '../db/schema/sign-in-exchanges';
import { users } from '../db/schema/users';
import type { AccessClaims } from './access-token';

/** Who is calling: the user the token names, and the staff actor when in mimic mode. */
export interface Principal {
  userId: number;
  customer: string;
  managementCompanyId: number;
  /** The login e-mail (lowercase), which is also the user name. */
  email: string;
  isStaff: boolean;
  /** Set in mimic mode: the staff user acting as `userId`. */
  actorUserId: number | null;
  /** Mimic mode: the session id its tokens share (ending it ends them all). */
  mimicSessionId: string | null;
  /** When the access token expires (mimic mode ends then). */
  tokenExpiresAt: Date | null;
}

/** The principal for verified claims, or null when its user no longer exists at that company or its mimic session ended. */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const [row] = await db
    .select({
      userId: users.id,
      managementCompanyId: users.managementCompanyId,
      email: users.email,
      isStaff: users.isStaff,
    })
    .from(users)
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(and(eq(users.id, claims.userId), eq(managementCompanies.code, claims.customer)))
    .limit(1);
  if (!row) return null;
  if (
    claims.actorUserId !== undefined &&
    !(await mimicStillAllowed(db, claims.actorUserId, row.managementCompanyId, claims.sessionId))
  ) {
    // a mimic token outlives nothing: once its session is ended, or the actor is no longer staff of that
    // company, it stops working
    return null;
  }
  return {
    ...row,
    customer: claims.customer,
    actorUserId: claims.actorUserId ?? null,
    mimicSessionId: claims.sessionId ?? null,
    tokenExpiresAt: claims.expiresAt ?? null,
  };
}

async function mimicStillAllowed(
  db: Db,
  actorUserId: number,
  managementCompanyId: number,
  sessionId: string | undefined,
): Promise<boolean> {
  if (!sessionId) return false;
  const ended = await db
    .select({ sessionId: endedMimicSessions.sessionId })
    .from(endedMimicSessions)
    .where(eq(endedMimicSessions.sessionId, sessionId))
    .limit(1);
  return ended.length === 0 && (await isStaffOf(db, actorUserId, managementCompanyId));
}

async function isStaffOf(db: Db, userId: number, managementCompanyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.managementCompanyId, managementCompanyId), eq(users.isStaff, true)),
    )
    .limit(1);
  return rows.length > 0;
}
