import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { usedCaptchas } from '../../db/schema/registration';
import { fieldInvalid } from '../../errors/app-error';

export const captchaLifetimeSeconds = 5 * 60;
export const captchaMessage = 'Please complete the captcha';

export interface Captcha {
  challenge(): ReturnType<typeof createChallenge>;
  /** Throws 400 naming the field 'captcha' unless the solution is valid, unexpired and unused. */
  redeem(db: Db, payload: string): Promise<void>;
}

const invalid = () => fieldInvalid('captcha', captchaMessage, { errorCode: 'CAPTCHA_INVALID' });

interface SolutionPayload {
  signature: string;
}

function signatureOf(payload: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<SolutionPayload>;
    return typeof parsed.signature === 'string' ? parsed.signature : null;
  } catch {
    return null;
  }
}

/** ALTCHA proof of work, self-hosted: the challenge is HMAC-signed, so the server keeps no state until use. */
export function createCaptcha(options: { hmacKey: string; maxNumber: number; clock: Clock }): Captcha {
  const { hmacKey, maxNumber, clock } = options;
  return {
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(clock.now().getTime() + captchaLifetimeSeconds * 1000),
      }),
    async redeem(db, payload) {
      const signature = signatureOf(payload);
      if (!signature) throw invalid();
      if (!(await verifySolution(payload, hmacKey, false).catch(() => false))) throw invalid();
      const expires = Number(extractParams(payload).expires);
      const now = clock.now();
      if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) throw invalid();
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      if (inserted.length === 0) throw invalid();
    },
  };
}
