import { type AccessTokenResponse, loginMessages } from '@hoa/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { AccessTokens } from '../../auth/access-token';
import { refuseInMimic } from '../../auth/mimic';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';
import { fieldInvalid } from '../../errors/app-error';
import { issueAccess } from './issue-access';
import { revokeAllPortalTokens } from './portal-tokens';

/** Checks the current password of the principal; a wrong one is a 400 on that field. */
export async function checkCurrentPassword(db: Db, userId: number, password: string, field: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password).catch(() => false)
    : false;
  if (!valid) {
    throw fieldInvalid(field, loginMessages.invalidPassword, { errorCode: 'AUTH_INVALID_PASSWORD' });
  }
}

/**
 * Sets a new password and ends every session of the user: portal tokens are revoked and the token
 * generation rises, so access tokens issued before stop working at once. The caller gets a new session.
 */
export async function setPassword(
  db: Db,
  accessTokens: AccessTokens,
  options: { userId: number; customer: string; password: string; now: Date },
): Promise<AccessTokenResponse> {
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: options.now, tokenGeneration: sql`${users.tokenGeneration} + 1` })
      .where(eq(users.id, options.userId));
    await revokeAllPortalTokens(tx, options);
  });
  return issueAccess(accessTokens, { id: options.userId, customer: options.customer });
}

export async function changePassword(options: {
  db: Db;
  accessTokens: AccessTokens;
  principal: Principal;
  currentPassword: string;
  password: string;
  now: Date;
}) {
  refuseInMimic(options.principal);
  await checkCurrentPassword(
    options.db,
    options.principal.userId,
    options.currentPassword,
    'currentPassword',
  );
  return setPassword(options.db, options.accessTokens, {
    userId: options.principal.userId,
    customer: options.principal.customer,
    password: options.password,
    now: options.now,
  });
}
