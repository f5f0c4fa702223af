import { type AccessTokenResponse, authErrorCodes, loginMessages } from '@hoa/contracts/auth';
import { desc, eq } from 'drizzle-orm';
import type { AccessTokens } from '../../auth/access-token';
import type { Db } from '../../db/database';
import { oneTimePasswords, passwordResetGrants } from '../../db/schema/sign-in';
import { AppError } from '../../errors/app-error';
import { findLoginUser } from '../sign-in/find-login-user';
import { issueAccess } from '../sign-in/issue-access';
import { maxWrongAttempts, passcodeMatches } from './passcode-hash';

/** After a passcode verification the user may set a new password for this long (forgot password). */
export const passwordResetWindowSeconds = 15 * 60;

export interface VerifyPasscodeOptions {
  db: Db;
  accessTokens: AccessTokens;
  now: Date;
  userName: string;
  code: string;
  clientId?: string | undefined;
}

type Outcome = 'ok' | 'wrong' | 'expired';

export async function verifyPasscode(options: VerifyPasscodeOptions): Promise<AccessTokenResponse> {
  const { db, now } = options;
  const user = await findLoginUser(db, options);
  // the transaction commits the counted wrong try before the error is thrown
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(oneTimePasswords)
      .where(eq(oneTimePasswords.userId, user.id))
      .orderBy(desc(oneTimePasswords.createdAt), desc(oneTimePasswords.id))
      .limit(1)
      .for('update');
    if (!row || row.consumedAt) return 'wrong';
    if (now.getTime() >= row.expiresAt.getTime()) return 'expired';
    if (!passcodeMatches({ code: options.code, salt: row.salt, userId: user.id, codeHash: row.codeHash })) {
      const failedAttempts = row.failedAttempts + 1;
      await tx
        .update(oneTimePasswords)
        .set({ failedAttempts, ...(failedAttempts >= maxWrongAttempts ? { consumedAt: now } : {}) })
        .where(eq(oneTimePasswords.id, row.id));
      return 'wrong';
    }
    await tx.update(oneTimePasswords).set({ consumedAt: now }).where(eq(oneTimePasswords.id, row.id));
    const allowedUntil = new Date(now.getTime() + passwordResetWindowSeconds * 1000);
    await tx
      .insert(passwordResetGrants)
      .values({ userId: user.id, allowedUntil })
      .onConflictDoUpdate({ target: passwordResetGrants.userId, set: { allowedUntil } });
    return 'ok';
  });
  if (outcome !== 'ok') {
    throw new AppError('UNAUTHORIZED', loginMessages.wrongCode, {
      errorCode: outcome === 'expired' ? authErrorCodes.codeExpired : authErrorCodes.wrongCode,
    });
  }
  return issueAccess(options.accessTokens, user);
}
