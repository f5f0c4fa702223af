import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';

export interface RateLimitRule {
  /** Name of what is limited, e.g. 'login-account'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits of DESIGN.md "Security": per account (lowercased user name) and per client address. */
export const rateLimitRules = {
  loginAccount: { name: 'login-account', max: 10, windowSeconds: 60 },
  loginAddress: { name: 'login-address', max: 30, windowSeconds: 60 },
  otpSendAccount: { name: 'otp-send-account', max: 5, windowSeconds: 600 },
  otpSendAddress: { name: 'otp-send-address', max: 30, windowSeconds: 600 },
  otpVerifyAccount: { name: 'otp-verify-account', max: 10, windowSeconds: 60 },
  otpVerifyAddress: { name: 'otp-verify-address', max: 20, windowSeconds: 60 },
  registrationAddress: { name: 'registration-address', max: 10, windowSeconds: 3600 },
  registrationAccount: { name: 'registration-account', max: 10, windowSeconds: 3600 },
  // the code of a sign-up by account number: like passcode checks, per pending sign-up
  signUpCodeCheck: { name: 'sign-up-code-check', max: 10, windowSeconds: 60 },
  resetAccount: { name: 'reset-account', max: 5, windowSeconds: 600 },
  resetAddress: { name: 'reset-address', max: 20, windowSeconds: 600 },
  // PUT /Users/Password and PATCH /home/login check the current password (argon2) on every call
  passwordCheckUser: { name: 'password-check-user', max: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/** Counters kept at most: past this, the oldest windows are dropped (memory stays bounded). */
const maxWindows = 100_000;

export interface RateLimiter {
  /**
   * Counts one hit for each (rule, key) in order and stops at the first that is over its limit with 429
   * and Retry-After. Callers put the address rule first, so a flooding address neither counts against
   * (and locks out) the accounts it names nor grows the counters.
   */
  hit(...limits: [RateLimitRule, string][]): Promise<void>;
}

/**
 * Fixed-window counters in this process's memory: enough for one API process. With several processes the
 * counters move to Redis (DESIGN.md "Scale-out"); the interface stays.
 */
export function createRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, window] of windows) if (now - window.startedAt > 3_600_000) windows.delete(key);
  }

  return {
    async hit(...limits) {
      const now = clock.now().getTime();
      sweep(now);
      for (const [rule, key] of limits) {
        const id = `${rule.name}\u0000${key}`;
        let window = windows.get(id);
        if (!window || now - window.startedAt >= rule.windowSeconds * 1000) {
          window = { startedAt: now, count: 0 };
          windows.delete(id);
          windows.set(id, window);
          if (windows.size > maxWindows) windows.delete(windows.keys().next().value as string);
        }
        if (window.count >= rule.max) {
          const retryAfter = Math.max(
            1,
            Math.ceil((window.startedAt + rule.windowSeconds * 1000 - now) / 1000),
          );
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait and try again.', {
            detail: `Try again in ${retryAfter} seconds.`,
            headers: { 'retry-after': String(retryAfter) },
          });
        }
        window.count += 1;
      }
    },
  };
}
