import type { Clock } from '../../clock';
import { AppError } from '../../errors/app-error';
import type { RateLimitStore } from './rate-limit-store';

export interface RateLimitRule {
  /** Name of what is limited, e.g. 'login-address'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits of DESIGN.md "Security" (ADR 032, 096): per account (lowercased user name) and per client address. */
export const rateLimitRules = {
  loginAddress: { name: 'login-address', max: 30, windowSeconds: 60 },
  // wrong passwords slow down per account and address, so an attacker's address never locks out the owner
  loginFailuresAccountAddress: { name: 'login-failures-account-address', max: 10, windowSeconds: 600 },
  // and per account from all addresses together; addresses the owner signed in from are exempt
  loginFailuresAccount: { name: 'login-failures-account', max: 30, windowSeconds: 900 },
  loginKnownAddress: { name: 'login-known-address', max: 1, windowSeconds: 30 * 24 * 3600 },
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
  // express pay (issue 15): guessing links from one address, and hammering one link from many
  epayAuthenticateAddress: { name: 'epay-authenticate-address', max: 30, windowSeconds: 600 },
  epayLink: { name: 'epay-link', max: 120, windowSeconds: 600 },
  // links e-mailed for one account (by its owner or staff), and fresh links asked for from ended ones
  epaySendAccount: { name: 'epay-send-account', max: 20, windowSeconds: 3600 },
  epayRenewLink: { name: 'epay-renew-link', max: 3, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export type RuleKey = [RateLimitRule, string];

export interface RateLimiter {
  /**
   * Counts one hit for each (rule, key) in order and stops at the first that is over its limit with 429
   * and Retry-After. Callers put the address rule first, so a flooding address neither counts against
   * (and locks out) the accounts it names.
   */
  hit(...limits: RuleKey[]): Promise<void>;
  /** 429 when any (rule, key) has reached its limit; counts nothing (failures are counted with `count`). */
  check(...limits: RuleKey[]): Promise<void>;
  /** Whether the key has reached the rule's limit, without counting. */
  reached(rule: RateLimitRule, key: string): Promise<boolean>;
  /** Counts one for each (rule, key), never refusing. */
  count(...limits: RuleKey[]): Promise<void>;
  /** Forgets (rule, key). */
  clear(rule: RateLimitRule, key: string): Promise<void>;
}

const idOf = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', 'Too many attempts. Please wait and try again.', {
    detail: `Try again in ${retryAfter} seconds.`,
    headers: { 'retry-after': String(retryAfter) },
  });
}

/** Fixed-window counters in a store every process shares (the database, or Redis). */
export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  const now = () => clock.now().getTime();
  return {
    async hit(...limits) {
      for (const [rule, key] of limits) {
        const at = now();
        const window = await store.increment(idOf(rule, key), rule.windowSeconds * 1000, at);
        if (window.count > rule.max) throw tooManyAttempts((window.resetAt - at) / 1000);
      }
    },
    async check(...limits) {
      for (const [rule, key] of limits) {
        const at = now();
        const window = await store.peek(idOf(rule, key), at);
        if (window && window.count >= rule.max) throw tooManyAttempts((window.resetAt - at) / 1000);
      }
    },
    async reached(rule, key) {
      const window = await store.peek(idOf(rule, key), now());
      return window !== null && window.count >= rule.max;
    },
    async count(...limits) {
      for (const [rule, key] of limits) {
        await store.increment(idOf(rule, key), rule.windowSeconds * 1000, now());
      }
    },
    async clear(rule, key) {
      await store.reset(idOf(rule, key));
    },
  };
}
