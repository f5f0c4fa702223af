import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { portalTokens } from '../../db/schema/sign-in';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';

/** Sliding: every renewal gives the new token a fresh 30 days. */
export const portalTokenLifetimeSeconds = 30 * 24 * 3600;

export const hashPortalToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const refused = (detail: string) =>
  new AppError('UNAUTHORIZED', 'Unauthorized', { errorCode: 'AUTH_PORTAL_TOKEN_INVALID', detail });

async function insertToken(db: Db, options: { userId: number; familyId: string; now: Date }) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(portalTokens)
    .values({
      tokenHash: hashPortalToken(token),
      familyId: options.familyId,
      userId: options.userId,
      createdAt: options.now,
      expiresAt: new Date(options.now.getTime() + portalTokenLifetimeSeconds * 1000),
    })
    .returning({ id: portalTokens.id });
  return { token, id: (row as { id: number }).id };
}

/**
 * A family for a signed-in user (after login). Its id is the access token's session (`sid`), so revoking
 * the family (sign-out, reuse) also ends the access tokens of that sign-in.
 */
export async function mintPortalToken(options: {
  db: Db;
  userId: number;
  now: Date;
  sessionId?: string | null | undefined;
}) {
  const familyId =
    options.sessionId && uuidPattern.test(options.sessionId) ? options.sessionId : randomUUID();
  const { token } = await insertToken(options.db, { ...options, familyId });
  return { token };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Exchanges a portal token for its successor. A token presented twice means it was copied: the whole
 * family is revoked, so the thief and the owner both have to sign in again.
 */
export async function rotatePortalToken(options: { db: Db; portalToken: string; now: Date }) {
  const { db, now } = options;
  const tokenHash = hashPortalToken(options.portalToken);
  // the revocation of a reused family must commit, so the refusal is thrown after the transaction
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(portalTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(portalTokens.tokenHash, tokenHash),
          isNull(portalTokens.usedAt),
          isNull(portalTokens.revokedAt),
          gt(portalTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) {
      const [known] = await tx.select().from(portalTokens).where(eq(portalTokens.tokenHash, tokenHash));
      if (known?.usedAt && !known.revokedAt) {
        await tx
          .update(portalTokens)
          .set({ revokedAt: now })
          .where(and(eq(portalTokens.familyId, known.familyId), isNull(portalTokens.revokedAt)));
      }
      return null;
    }
    const [user] = await tx
      .select({ id: users.id, customer: managementCompanies.code })
      .from(users)
      .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
      .where(eq(users.id, claimed.userId));
    if (!user) return null;
    const next = await insertToken(tx, { userId: claimed.userId, familyId: claimed.familyId, now });
    await tx.update(portalTokens).set({ replacedBy: next.id }).where(eq(portalTokens.id, claimed.id));
    return { token: next.token, user, familyId: claimed.familyId };
  });
  if (!outcome) throw refused('The portal token is not valid; please sign in again.');
  return outcome;
}

/** Logout: the token's family is revoked (unknown tokens are ignored, so logout always succeeds). */
export async function revokePortalFamily(options: { db: Db; portalToken: string; now: Date }) {
  const { db, now } = options;
  const [known] = await db
    .select({ familyId: portalTokens.familyId })
    .from(portalTokens)
    .where(eq(portalTokens.tokenHash, hashPortalToken(options.portalToken)));
  if (!known) return;
  await db
    .update(portalTokens)
    .set({ revokedAt: now })
    .where(and(eq(portalTokens.familyId, known.familyId), isNull(portalTokens.revokedAt)));
}

/** Every session of a user ends (after a password change). */
export async function revokeAllPortalTokens(db: Db, options: { userId: number; now: Date }) {
  await db
    .update(portalTokens)
    .set({ revokedAt: options.now })
    .where(and(eq(portalTokens.userId, options.userId), isNull(portalTokens.revokedAt)));
}
