import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { fixedClock } from '../../src/clock';
import { as, errorOf, login, usersApi } from '../calls';
import { buildTestApp, type DbKind, forEachDatabase } from '../helper';
import { demoPassword, demoUser } from '../sign-in-helpers';

const validRequest = {
  name: 'Pat Doe',
  email: 'pat@example.com',
  phone: '410-555-0100',
  address: '1 Main St',
  associationName: 'Harbor Pointe',
  captcha: 'not-solved',
};

/** Two app instances (two processes' worth of state) on one database, with the same configuration. */
async function twoInstances(kind: DbKind, env: Record<string, string> = {}) {
  const first = await buildTestApp(kind, { seed: true, env });
  const second = await buildApp(first.config, { database: first.database, logStream: { write: () => {} } });
  onTestFinished(() => second.close());
  await second.ready();
  return [first.app, second] as const;
}

const redisEnv = () => ({
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `hoa-test-${randomUUID()}:`,
});

forEachDatabase((kind) => {
  describe('rate limits are shared by every process', () => {
    for (const [store, env] of [
      ['the database', () => ({})],
      ['Redis', redisEnv],
    ] as const) {
      it(`counts the attempts of two instances together (${store})`, async () => {
        const [a, b] = await twoInstances(kind, env());
        const attempt = (app: typeof a, n: number) =>
          as(app, null).post(
            `${usersApi}/Users/Authenticate`,
            { userName: `u${n}@example.com`, password: 'guess-123' },
            { ip: '10.8.0.1' },
          );
        // 30 a minute per address: 15 through each instance use it up
        for (let n = 0; n < 15; n++) {
          expect((await attempt(a, n)).statusCode).toBe(401);
          expect((await attempt(b, n + 100)).statusCode).toBe(401);
        }
        expect(errorOf(await attempt(a, 999))).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
        expect(errorOf(await attempt(b, 998))).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
        // wrong passwords for one account through both instances lock out only the attacker's address
        const owner = (app: typeof a, ip: string, password: string) =>
          as(app, null).post(`${usersApi}/Users/Authenticate`, { userName: demoUser, password }, { ip });
        for (let i = 0; i < 5; i++) {
          expect((await owner(a, '10.8.1.1', 'guess-123')).statusCode).toBe(401);
          expect((await owner(b, '10.8.1.1', 'guess-123')).statusCode).toBe(401);
        }
        expect((await owner(a, '10.8.1.1', demoPassword)).statusCode).toBe(429);
        expect((await owner(b, '10.8.2.2', demoPassword)).statusCode).toBe(200);
      });
    }
  });

  describe('rate limits beyond login', () => {
    it('passcode sends: 5 per account in 10 minutes, even with the countdown respected', async () => {
      const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
      const { app } = await buildTestApp(kind, { seed: true, clock });
      for (let i = 0; i < 5; i++) {
        const sent = await as(app, null).post(
          `${usersApi}/OneTimePassword`,
          { userName: demoUser },
          { ip: `10.1.0.${i}` },
        );
        expect(sent.statusCode, sent.body).toBe(200);
        clock.set(new Date(clock.now().getTime() + 61_000));
      }
      const blocked = await as(app, null).post(
        `${usersApi}/OneTimePassword`,
        { userName: demoUser },
        { ip: '10.1.1.1' },
      );
      expect(errorOf(blocked)).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('passcode checks: 10 per account and 20 per address a minute', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      const verify = (userName: string, ip: string) =>
        as(app, null).post(`${usersApi}/OneTimePassword/verify`, { userName, code: '000000' }, { ip });
      for (let i = 0; i < 10; i++) expect((await verify(demoUser, `10.2.0.${i}`)).statusCode).toBe(401);
      expect((await verify(demoUser, '10.2.1.1')).statusCode).toBe(429);

      for (let i = 0; i < 20; i++) await verify(`someone${i}@example.com`, '10.3.0.1');
      expect(errorOf(await verify('fresh@example.com', '10.3.0.1'))).toMatchObject({ status: 429 });
    });

    it('registration and account requests: 10 an hour per address', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      for (let i = 0; i < 10; i++) {
        const refused = await as(app, null).post(
          `${usersApi}/Homeowner/Registration?clientId=demo`,
          { ...validRequest, email: `pat${i}@example.com` },
          { ip: '10.4.0.1' },
        );
        expect(refused.statusCode, refused.body).toBe(400); // the captcha is not solved
      }
      const blocked = await as(app, null).post(
        `${usersApi}/Homeowner/Registration?clientId=demo`,
        { ...validRequest, email: 'another@example.com' },
        { ip: '10.4.0.1' },
      );
      expect(errorOf(blocked)).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
    });

    it('password resets: 5 per account in 10 minutes', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      const token = await login(app);
      const reset = () =>
        as(app, token).put(`${usersApi}/OneTimePassword/reset`, {
          password: 'new-password-1',
          confirmPassword: 'new-password-1',
        });
      for (let i = 0; i < 5; i++) expect((await reset()).statusCode).toBe(403); // no passcode was verified
      expect(errorOf(await reset())).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
    });

    it('an address over its limit neither counts against nor locks out the accounts it names', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      const attempt = (userName: string, ip: string) =>
        as(app, null).post(`${usersApi}/Users/Authenticate`, { userName, password: 'guess-123' }, { ip });
      for (let i = 0; i < 30; i++) await attempt(`someone${i}@example.com`, '10.5.0.1');
      for (let i = 0; i < 15; i++) expect((await attempt(demoUser, '10.5.0.1')).statusCode).toBe(429);
      // the flood named the demo user 15 times, but none of it counted: it can still sign in elsewhere
      const elsewhere = await as(app, null).post(
        `${usersApi}/Users/Authenticate`,
        { userName: demoUser, password: demoPassword },
        { ip: '10.5.9.9' },
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it('checks of the current password are limited like logins', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      const token = await login(app);
      const change = () =>
        as(app, token).put(
          `${usersApi}/Users/Password`,
          { currentPassword: 'not-it', password: 'new-password-1', confirmPassword: 'new-password-1' },
          { ip: '10.6.0.1' },
        );
      for (let i = 0; i < 10; i++) expect((await change()).statusCode).toBe(400);
      expect(errorOf(await change())).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
    });
  });
});
