import fp from 'fastify-plugin';
import { type Captcha, createCaptcha } from '../modules/captcha/captcha';
import { loadCaptchaKey } from '../modules/captcha/captcha-key';
import { createDatabaseStore, type RateLimitStore } from '../modules/rate-limit/rate-limit-store';
import { createRateLimiter, type RateLimiter } from '../modules/rate-limit/rate-limiter';
import { createRedisStore } from '../modules/rate-limit/redis-store';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    captcha: Captcha;
  }
}

/**
 * What the sign-in routes share: the rate limiter (its counters in Redis with REDIS_URL, else in the
 * database, so every process counts together) and the captcha (its key kept in the database).
 */
export const signInSupportPlugin = fp(
  async (app) => {
    const store: RateLimitStore = app.config.redisUrl
      ? createRedisStore(app.config.redisUrl, app.config.redisKeyPrefix)
      : createDatabaseStore(app.db);
    app.addHook('onClose', () => store.close());
    app.decorate('rateLimiter', createRateLimiter(store, app.clock));
    const hmacKey = await loadCaptchaKey(app.db, app.config.captchaHmacKey);
    app.decorate(
      'captcha',
      createCaptcha({ hmacKey, maxNumber: app.config.captchaMaxNumber, clock: app.clock }),
    );
  },
  { name: 'sign-in-support', dependencies: ['context'] },
);
