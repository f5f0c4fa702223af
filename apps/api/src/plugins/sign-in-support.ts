import fp from 'fastify-plugin';
import { type Captcha, createCaptcha } from '../modules/captcha/captcha';
import { loadCaptchaKey } from '../modules/captcha/captcha-key';
import { createRateLimiter, type RateLimiter } from '../modules/rate-limit/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    captcha: Captcha;
  }
}

/** What the sign-in routes share: the rate limiter and the captcha (its key kept in the database). */
export const signInSupportPlugin = fp(
  async (app) => {
    app.decorate('rateLimiter', createRateLimiter(app.clock));
    const hmacKey = await loadCaptchaKey(app.db, app.config.captchaHmacKey);
    app.decorate(
      'captcha',
      createCaptcha({ hmacKey, maxNumber: app.config.captchaMaxNumber, clock: app.clock }),
    );
  },
  { name: 'sign-in-support', dependencies: ['context'] },
);
