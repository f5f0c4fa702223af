import { randomUUID } from 'node:crypto';
import {
  type AccessTokenResponse,
  authErrorCodes,
  loginMessages,
  registrationMessages,
  type SignUpCodeSent,
} from '@hoa/contracts/auth';
import { and, desc, eq } from 'drizzle-orm';
import type { AccessTokens } from '../../auth/access-token';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { owners } from '../../db/schema/owners';
import { pendingRegistrations } from '../../db/schema/registration';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import {
  hashPasscode,
  maxWrongAttempts,
  newPasscode,
  newSalt,
  passcodeLifetimeSeconds,
  passcodeMatches,
  resendAfterSeconds,
} from '../one-time-password/passcode-hash';
import { issueAccess } from '../sign-in/issue-access';
import { createOwnerLogin, rethrowTaken } from './create-owner-login';
import { maskEmail } from './mask-email';

const noEmailOnFile = () =>
  fieldInvalid('accountNumber', registrationMessages.noEmailOnFile, {
    errorCode: authErrorCodes.registrationNoEmailOnFile,
  });

/**
 * Keeps the sign-up pending and e-mails a code to the owner's address on file (never the typed one).
 * A newer sign-up for the same owner replaces the older; one may start only every resendAfterSeconds.
 */
export async function sendSignUpCode(input: {
  db: Db;
  now: Date;
  company: { id: number; name: string };
  owner: { ownerId: number; primaryEmail: string | null };
  accountNumber: string;
  email: string;
  passwordHash: string;
}): Promise<SignUpCodeSent> {
  const { db, now, company, owner } = input;
  const sendTo = owner.primaryEmail?.trim().toLowerCase();
  if (!sendTo) throw noEmailOnFile();
  const id = randomUUID();
  const code = newPasscode();
  const salt = newSalt();
  await db.transaction(async (tx) => {
    // serialises sign-ups for one owner, so the countdown cannot be raced
    await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, owner.ownerId)).for('update');
    const pending = await tx
      .select({ createdAt: pendingRegistrations.createdAt })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.ownerId, owner.ownerId))
      .orderBy(desc(pendingRegistrations.createdAt))
      .limit(1);
    const waitMs = pending[0]
      ? pending[0].createdAt.getTime() + resendAfterSeconds * 1000 - now.getTime()
      : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', `Please wait ${seconds} seconds before requesting a new code.`, {
        errorCode: authErrorCodes.resendTooSoon,
        headers: { 'retry-after': String(seconds) },
      });
    }
    // a newer sign-up replaces the older ones, and their password hashes go with them
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.ownerId, owner.ownerId));
    await tx.insert(pendingRegistrations).values({
      id,
      managementCompanyId: company.id,
      ownerId: owner.ownerId,
      email: input.email,
      passwordHash: input.passwordHash,
      codeHash: hashPasscode({ code, salt, userId: id }),
      salt,
      createdAt: now,
      expiresAt: new Date(now.getTime() + passcodeLifetimeSeconds * 1000),
    });
    const mail = composeMail('signUpCode', {
      code,
      companyName: company.name,
      accountNumber: input.accountNumber,
      loginEmail: input.email,
    });
    await queueMail(tx, { to: sendTo, mail, sender: { managementCompanyId: company.id } }, now);
  });
  return {
    verificationId: id,
    sentTo: maskEmail(sendTo),
    expiresInSeconds: passcodeLifetimeSeconds,
    resendAfterSeconds,
  };
}

type Outcome = { kind: 'wrong' | 'expired' } | { kind: 'ok'; userId: number; customer: string };

const wrongCode = (errorCode: string) => fieldInvalid('code', loginMessages.wrongCode, { errorCode });

/** Finishes a pending sign-up with its code: single use, 10 minutes, five wrong tries end it. */
export async function verifySignUpCode(input: {
  db: Db;
  accessTokens: AccessTokens;
  now: Date;
  clientId: string;
  verificationId: string;
  code: string;
}): Promise<AccessTokenResponse> {
  const { db, now } = input;
  // the transaction commits a counted wrong try before the error is thrown
  const outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select({ pending: pendingRegistrations, company: managementCompanies })
        .from(pendingRegistrations)
        .innerJoin(managementCompanies, eq(managementCompanies.id, pendingRegistrations.managementCompanyId))
        .where(
          and(
            eq(pendingRegistrations.id, input.verificationId),
            eq(managementCompanies.code, input.clientId.trim().toLowerCase()),
          ),
        )
        .for('update', { of: pendingRegistrations });
      const pending = row?.pending;
      if (!row || !pending || pending.consumedAt) return { kind: 'wrong' };
      if (now.getTime() >= pending.expiresAt.getTime()) return { kind: 'expired' };
      const matches = passcodeMatches({
        code: input.code,
        salt: pending.salt,
        userId: pending.id,
        codeHash: pending.codeHash,
      });
      if (!matches) {
        const failedAttempts = pending.failedAttempts + 1;
        await tx
          .update(pendingRegistrations)
          .set({ failedAttempts, ...(failedAttempts >= maxWrongAttempts ? { consumedAt: now } : {}) })
          .where(eq(pendingRegistrations.id, pending.id));
        return { kind: 'wrong' };
      }
      // used once: the pending row (with its password hash) is gone, the login holds the hash now
      await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, pending.id));
      const userId = await createOwnerLogin(tx, {
        company: row.company,
        ownerId: pending.ownerId,
        email: pending.email,
        passwordHash: pending.passwordHash,
        now,
      });
      return { kind: 'ok', userId, customer: row.company.code };
    })
    .catch(rethrowTaken);
  if (outcome.kind !== 'ok') {
    throw wrongCode(outcome.kind === 'expired' ? authErrorCodes.codeExpired : authErrorCodes.wrongCode);
  }
  return issueAccess(input.accessTokens, { id: outcome.userId, customer: outcome.customer });
}
