import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const passcodeLifetimeSeconds = 10 * 60;
export const resendAfterSeconds = 60;
export const maxWrongAttempts = 5;

/** Six digits, uniformly from the CSPRNG (leading zeros kept). */
export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * HMAC-sha256 keyed by the code's own salt and bound to what it is for (a user id, a pending sign-up),
 * so a stolen row is useless elsewhere.
 */
export function hashPasscode(options: { code: string; salt: string; userId: number | string }): string {
  return createHmac('sha256', options.salt).update(`${options.userId}:${options.code}`).digest('base64url');
}

export function passcodeMatches(options: {
  code: string;
  salt: string;
  userId: number | string;
  codeHash: string;
}) {
  const actual = Buffer.from(hashPasscode(options));
  const expected = Buffer.from(options.codeHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
