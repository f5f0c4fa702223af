import type { AccessTokenResponse, SignUpCodeSent, SignUpRequest } from '@hoa/contracts/auth';
import type { AccessTokens } from '../../auth/access-token';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import { issueAccess } from '../sign-in/issue-access';
import { assertEmailFree, createOwnerLogin, rethrowTaken } from './create-owner-login';
import { findCompany } from './find-company';
import { findOwnerForSignUp } from './find-owner-for-sign-up';
import { notifyExistingLogins } from './notify-existing-logins';
import { sendSignUpCode } from './sign-up-code';

export interface SignUpOptions {
  db: Db;
  accessTokens: AccessTokens;
  now: Date;
  clientId: string;
  request: Omit<SignUpRequest, 'captcha'>;
}

export type SignUpOutcome =
  | { kind: 'signedIn'; access: AccessTokenResponse }
  | { kind: 'codeSent'; codeSent: SignUpCodeSent };

/**
 * Sign-up must prove control of the owner of record (ADR 095): the registration key (a secret the
 * association mailed to the owner) signs in at once; an account number, which is no secret, only gets
 * a code sent to the address on file, and the login is created when the code comes back.
 */
export async function signUp(options: SignUpOptions): Promise<SignUpOutcome> {
  const { db, now, request } = options;
  const company = await findCompany(db, options.clientId);
  const owner = await findOwnerForSignUp(db, {
    managementCompanyId: company.id,
    ...(request.method === 'accountNumber'
      ? { accountNumber: request.accountNumber }
      : { registrationKey: request.registrationKey }),
  });
  const email = request.email.trim().toLowerCase();
  await notifyExistingLogins(db, {
    ownerId: owner.ownerId,
    company,
    loginEmail: email,
    method: request.method,
    now,
  });
  await assertEmailFree(db, company.id, email);
  const passwordHash = await hashPassword(request.password);
  if (request.method === 'accountNumber') {
    const codeSent = await sendSignUpCode({
      db,
      now,
      company,
      owner,
      accountNumber: (request.accountNumber ?? '').trim(),
      email,
      passwordHash,
    });
    return { kind: 'codeSent', codeSent };
  }
  const userId = await db
    .transaction((tx) => createOwnerLogin(tx, { company, ownerId: owner.ownerId, email, passwordHash, now }))
    .catch(rethrowTaken);
  return {
    kind: 'signedIn',
    access: await issueAccess(options.accessTokens, { id: userId, customer: company.code }),
  };
}
