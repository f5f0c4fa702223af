import { authErrorCodes, type SendOtpResponse } from '@hoa/contracts/auth';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimePasswords } from '../../db/schema/sign-in';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { findLoginUser } from '../sign-in/find-login-user';
import {
  hashPasscode,
  newPasscode,
  newSalt,
  passcodeLifetimeSeconds,
  resendAfterSeconds,
} from './passcode-hash';

export interface SendPasscodeOptions {
  db: Db;
  now: Date;
  userName: string;
  clientId?: string | undefined;
}

/** E-mails a new passcode; the older ones stop working. The resend countdown is enforced here. */
export async function sendPasscode(options: SendPasscodeOptions): Promise<SendOtpResponse> {
  const { db, now } = options;
  const user = await findLoginUser(db, options);
  await db.transaction(async (tx) => {
    // serialises concurrent sends for one user, so the countdown cannot be raced
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [latest] = await tx
      .select({ createdAt: oneTimePasswords.createdAt })
      .from(oneTimePasswords)
      .where(eq(oneTimePasswords.userId, user.id))
      .orderBy(desc(oneTimePasswords.createdAt), desc(oneTimePasswords.id))
      .limit(1);
    const waitMs = latest ? latest.createdAt.getTime() + resendAfterSeconds * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('RATE_LIMITED', `Please wait ${seconds} seconds before requesting a new code.`, {
        errorCode: authErrorCodes.resendTooSoon,
        headers: { 'retry-after': String(seconds) },
      });
    }
    await tx
      .update(oneTimePasswords)
      .set({ consumedAt: now })
      .where(and(eq(oneTimePasswords.userId, user.id), isNull(oneTimePasswords.consumedAt)));
    const code = newPasscode();
    const salt = newSalt();
    await tx.insert(oneTimePasswords).values({
      userId: user.id,
      codeHash: hashPasscode({ code, salt, userId: user.id }),
      salt,
      createdAt: now,
      expiresAt: new Date(now.getTime() + passcodeLifetimeSeconds * 1000),
    });
    await queueMail(
      tx,
      {
        to: user.email,
        mail: composeMail('verificationCode', { code }),
        sender: { managementCompanyId: user.managementCompanyId },
      },
      now,
    );
  });
  return { resendAfterSeconds, expiresInSeconds: passcodeLifetimeSeconds };
}
