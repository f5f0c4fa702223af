import type { AccessTokenResponse } from '@hoa/contracts/auth';
import { and, eq, gt } from 'drizzle-orm';
import type { AccessTokens } from '../../auth/access-token';
import { refuseInMimic } from '../../auth/mimic';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { passwordResetGrants } from '../../db/schema/sign-in';
import { AppError } from '../../errors/app-error';
import { setPassword } from '../sign-in/change-password';

/** Forgot password: a new password without the old one, only shortly after a passcode verification. */
export async function resetPassword(options: {
  db: Db;
  accessTokens: AccessTokens;
  principal: Principal;
  password: string;
  now: Date;
}): Promise<AccessTokenResponse> {
  const { db, principal, now } = options;
  refuseInMimic(principal);
  const removed = await db
    .delete(passwordResetGrants)
    .where(and(eq(passwordResetGrants.userId, principal.userId), gt(passwordResetGrants.allowedUntil, now)))
    .returning({ userId: passwordResetGrants.userId });
  if (removed.length === 0) {
    throw new AppError('FORBIDDEN', 'Please verify a code from your e-mail first.', {
      errorCode: 'AUTH_RESET_NOT_ALLOWED',
      detail: 'A new password can be set within 15 minutes of verifying an e-mailed code.',
    });
  }
  return setPassword(db, options.accessTokens, {
    userId: principal.userId,
    customer: principal.customer,
    password: options.password,
    now,
  });
}
