import type { CounterWindow, RateLimitStore } from './rate-limit-store';
import type { RedisConnection } from './redis-connection';

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

/** Counters in Redis (REDIS_URL), one hash per key under the prefix; the increment is one Lua script. */
export function createRedisStore(connection: RedisConnection, prefix: string): RateLimitStore {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async increment(key, windowMs, now): Promise<CounterWindow> {
      const reply = await connection.command(['EVAL', incrementScript, 1, keyOf(key), now, windowMs]);
      const [count, resetAt] = reply as [number, string];
      return { count, resetAt: Number(resetAt) };
    },
    async peek(key, now) {
      const [count, resetAt] = (await connection.command(['HMGET', keyOf(key), 'count', 'resetAt'])) as [
        string | null,
        string | null,
      ];
      if (count === null || resetAt === null || Number(resetAt) <= now) return null;
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async reset(key) {
      await connection.command(['DEL', keyOf(key)]);
    },
    close: () => connection.close(),
  };
}
