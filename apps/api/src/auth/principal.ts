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
  /** The access token's jti, when it has one. */
  tokenId: string | null;
  /** When the access token expires (mimic mode ends then). */
  tokenExpiresAt: Date | null;
}

/** The principal for verified claims, or null when the user no longer exists at that company. */
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
    !(await mimicStillAllowed(db, claims.actorUserId, row.managementCompanyId, claims.tokenId))
  ) {
    // a mimic token outlives nothing: once its session is ended, or the actor is no longer staff of that
    // company, it stops working
    return null;
  }
  return {
    ...row,
    customer: claims.customer,
    actorUserId: claims.actorUserId ?? null,
    tokenId: claims.tokenId ?? null,
    tokenExpiresAt: claims.expiresAt ?? null,
  };
}

async function mimicStillAllowed(
  db: Db,
  actorUserId: number,
  managementCompanyId: number,
  tokenId: string | undefined,
): Promise<boolean> {
  if (!tokenId) return false;
  const ended = await db
    .select({ tokenId: endedMimicSessions.tokenId })
    .from(endedMimicSessions)
    .where(eq(endedMimicSessions.tokenId, tokenId))
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
