import { type AccessTokenResponse, authErrorCodes, loginMessages } from '@hoa/contracts/auth';
import type { AccessTokens } from '../../auth/access-token';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { findLoginUser } from './find-login-user';
import { issueAccess } from './issue-access';

let dummyHash: Promise<string> | undefined;
/** Verified when the login is unknown, so the answer takes as long as for a real account. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash;
}

export interface AuthenticateOptions {
  db: Db;
  accessTokens: AccessTokens;
  userName: string;
  password: string;
  clientId?: string | undefined;
}

/** Credentials login: the errors are the spec's own texts (SPEC §8 "Login"). */
export async function authenticateUser(options: AuthenticateOptions): Promise<AccessTokenResponse> {
  const { db, password } = options;
  const user = await findLoginUser(db, options).catch(async (error: unknown) => {
    await verifyPassword(await dummyPasswordHash(), password).catch(() => false);
    throw error;
  });
  const valid = await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), password).catch(
    () => false,
  );
  if (!valid || !user.passwordHash) {
    throw new AppError('UNAUTHORIZED', loginMessages.invalidPassword, {
      errorCode: authErrorCodes.invalidPassword,
    });
  }
  return issueAccess(options.accessTokens, user);
}
