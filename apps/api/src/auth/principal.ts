import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { managementCompanies } from '../db/schema/management-companies';
import { portalTokens } from '../db/schema/sign-in';
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
  /** The token's session (`sid`): its portal-token family once one is minted; null for tokens without one. */
  sessionId: string | null;
  /** When the access token expires (mimic mode ends then). */
  tokenExpiresAt: Date | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The principal for verified claims, or null when the token no longer stands: its user is gone from that
 * company, its password changed since (`gen`), its session was signed out (a revoked portal-token family
 * of that `sid`), or its mimic session ended. One query, as before the checks were added.
 */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const sid = claims.sessionId && uuidPattern.test(claims.sessionId) ? claims.sessionId : null;
  const signedOut = sid
    ? sql<boolean>`exists (select 1 from ${portalTokens} where ${portalTokens.familyId} = ${sid}::uuid and ${portalTokens.revokedAt} is not null)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      userId: users.id,
      managementCompanyId: users.managementCompanyId,
      email: users.email,
      isStaff: users.isStaff,
      tokenGeneration: users.tokenGeneration,
      signedOut,
    })
    .from(users)
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(and(eq(users.id, claims.userId), eq(managementCompanies.code, claims.customer)))
    .limit(1);
  if (!row) return null;
  const { tokenGeneration, signedOut: ended, ...user } = row;
  if ((claims.generation ?? 0) !== tokenGeneration || ended) return null;
  const mimic = claims.actorUserId !== undefined;
  if (
    mimic &&
    !(await mimicStillAllowed(db, claims.actorUserId as number, row.managementCompanyId, claims.sessionId))
  ) {
    // a mimic token outlives nothing: once its session is ended, or the actor is no longer staff of that
    // company, it stops working
    return null;
  }
  return {
    ...user,
    customer: claims.customer,
    actorUserId: claims.actorUserId ?? null,
    mimicSessionId: mimic ? (claims.sessionId ?? null) : null,
    sessionId: claims.sessionId ?? null,
    tokenExpiresAt: claims.expiresAt ?? null,
  };
}

/** What new access tokens of a user carry as `gen`. */
export async function tokenGenerationOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ tokenGeneration: users.tokenGeneration })
    .from(users)
    .where(eq(users.id, userId));
  return row?.tokenGeneration ?? 0;
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
