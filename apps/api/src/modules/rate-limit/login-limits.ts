import type { RateLimiter } from './rate-limiter';
import { rateLimitRules as rules } from './rate-limiter';

export interface LoginAttempt {
  /** The lowercased user name. */
  account: string;
  address: string;
}

const pair = ({ account, address }: LoginAttempt) => `${account}|${address}`;

/**
 * Before checking a password: every attempt counts per address; wrong passwords are limited per account and
 * address, and per account from addresses the owner has not signed in from. So an attacker's address is
 * slowed down or refused while the owner, from their own address, still signs in (ADR 096).
 */
export async function admitLoginAttempt(limiter: RateLimiter, attempt: LoginAttempt): Promise<void> {
  await limiter.hit([rules.loginAddress, attempt.address]);
  await limiter.check([rules.loginFailuresAccountAddress, pair(attempt)]);
  if (await limiter.reached(rules.loginFailuresAccount, attempt.account)) {
    if (!(await limiter.reached(rules.loginKnownAddress, pair(attempt)))) {
      await limiter.check([rules.loginFailuresAccount, attempt.account]);
    }
  }
}

/** After the password check: a failure counts against the account and the address; a success marks the address. */
export async function recordLoginOutcome(
  limiter: RateLimiter,
  attempt: LoginAttempt,
  succeeded: boolean,
): Promise<void> {
  if (succeeded) {
    await limiter.clear(rules.loginFailuresAccountAddress, pair(attempt));
    await limiter.count([rules.loginKnownAddress, pair(attempt)]);
    return;
  }
  await limiter.count(
    [rules.loginFailuresAccountAddress, pair(attempt)],
    [rules.loginFailuresAccount, attempt.account],
  );
}
