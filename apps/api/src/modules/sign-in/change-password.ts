import { loginMessages } from '@hoa/contracts/auth';
import { eq } from 'drizzle-orm';
import { refuseInMimic } from '../../auth/mimic';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';
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
    throw new AppError('VALIDATION_FAILED', loginMessages.invalidPassword, {
      errorCode: 'AUTH_INVALID_PASSWORD',
      detail: `body.${field}: ${loginMessages.invalidPassword}`,
    });
  }
}

/** Sets a new password and ends every portal session of the user. */
export async function setPassword(db: Db, options: { userId: number; password: string; now: Date }) {
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: options.now }).where(eq(users.id, options.userId));
    await revokeAllPortalTokens(tx, options);
  });
}

export async function changePassword(options: {
  db: Db;
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
  await setPassword(options.db, {
    userId: options.principal.userId,
    password: options.password,
    now: options.now,
  });
}
