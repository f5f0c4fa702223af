import { Redis } from 'ioredis';
import type { CounterWindow, RateLimitStore } from './rate-limit-store';

// The window runs on the app's clock (passed in), so tests with a fixed clock behave as on the database;
// Redis's own expiry only cleans up a little after the window ends.
const incrementScript = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local values = redis.call('HMGET', KEYS[1], 'count', 'resetAt')
local count = tonumber(values[1])
local resetAt = tonumber(values[2])
if count == nil or resetAt == nil or resetAt <= now then
  count = 1
  resetAt = now + windowMs
else
  count = count + 1
end
redis.call('HSET', KEYS[1], 'count', count, 'resetAt', tostring(resetAt))
redis.call('PEXPIRE', KEYS[1], resetAt - now + 1000)
return {count, tostring(resetAt)}
`;

/**
 * Counters in Redis (REDIS_URL, through ioredis, which reconnects by itself), one hash per key under the
 * prefix; the increment is one Lua script. A Redis that cannot be reached fails the call (the sign-in
 * answers 500 rather than letting guesses through uncounted).
 */
export function createRedisStore(url: string, prefix: string): RateLimitStore {
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.defineCommand('incrementWindow', { numberOfKeys: 1, lua: incrementScript });
  const increment = (key: string, now: number, windowMs: number) =>
    (
      redis as Redis & { incrementWindow(...args: (string | number)[]): Promise<[number, string]> }
    ).incrementWindow(key, now, windowMs);
  return {
    async increment(key, windowMs, now): Promise<CounterWindow> {
      const [count, resetAt] = await increment(key, now, windowMs);
      return { count, resetAt: Number(resetAt) };
    },
    async peek(key, now) {
      const [count, resetAt] = await redis.hmget(key, 'count', 'resetAt');
      if (count == null || resetAt == null || Number(resetAt) <= now) return null;
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      // never connected (no sign-in came): nothing to say goodbye to
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}
