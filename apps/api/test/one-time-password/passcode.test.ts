import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { as, errorOf, login, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { demoUser, expectNotLogged, lastPasscodeOf } from '../sign-in-helpers';

const start = new Date('2026-03-02T12:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const wrongCode = 'The verification code you entered is incorrect.';

async function setUp(kind: 'pglite' | 'postgres') {
  const clock = fixedClock(start);
  const test = await buildTestApp(kind, { seed: true, clock });
  const send = (userName = demoUser) => as(test.app, null).post(`${usersApi}/OneTimePassword`, { userName });
  const verify = (code: string, userName = demoUser) =>
    as(test.app, null).post(`${usersApi}/OneTimePassword/verify`, { userName, code });
  return { ...test, clock, send, verify };
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

forEachDatabase((kind) => {
  describe('one-time passcodes', () => {
    it('e-mails a code that works until 10 minutes, once', async () => {
      const { app, database, logs, clock, send, verify } = await setUp(kind);
      const sent = await send('HOMEOWNER@example.com');
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const code = await lastPasscodeOf(database.db, demoUser);

      clock.set(at(9 * 60 + 59));
      const ok = await verify(code);
      expect(ok.statusCode).toBe(200);
      const { token } = ok.json<{ token: string }>();
      expect(await app.accessTokens.verify(token)).toMatchObject({ customer: 'demo' });

      expect(errorOf(await verify(code))).toMatchObject({
        status: 401,
        errorCode: 'AUTH_WRONG_CODE',
        message: wrongCode,
      });
      expectNotLogged(logs, code, token);
    });

    it('refuses the code at 10:01 as expired, with the same message', async () => {
      const { database, clock, send, verify } = await setUp(kind);
      await send();
      const code = await lastPasscodeOf(database.db, demoUser);
      clock.set(at(10 * 60 + 1));
      expect(errorOf(await verify(code))).toMatchObject({
        status: 401,
        errorCode: 'AUTH_CODE_EXPIRED',
        message: wrongCode,
      });
    });

    it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
      const { database, send, verify } = await setUp(kind);
      await send();
      const code = await lastPasscodeOf(database.db, demoUser);
      for (let i = 0; i < 5; i++) {
        expect(errorOf(await verify(otherThan(code)))).toMatchObject({ status: 401, message: wrongCode });
      }
      expect(errorOf(await verify(code))).toMatchObject({ status: 401, errorCode: 'AUTH_WRONG_CODE' });
    });

    it('enforces the resend countdown, and a new code replaces the old one', async () => {
      const { database, clock, send, verify } = await setUp(kind);
      await send();
      const first = await lastPasscodeOf(database.db, demoUser);
      clock.set(at(45));
      const early = await send();
      expect(errorOf(early)).toMatchObject({ status: 429, errorCode: 'AUTH_RESEND_TOO_SOON' });
      expect(early.headers['retry-after']).toBe('15');
      clock.set(at(60));
      expect((await send()).statusCode).toBe(200);
      const second = await lastPasscodeOf(database.db, demoUser);
      if (first !== second) expect((await verify(first)).statusCode).toBe(401);
      expect((await verify(second)).statusCode).toBe(200);
    });

    it('answers the spec texts for unknown accounts and 400 naming the field', async () => {
      const { send, verify } = await setUp(kind);
      expect(errorOf(await send('nobody@example.com'))).toMatchObject({
        status: 401,
        message: 'No account found',
      });
      expect(errorOf(await verify('123456', 'nobody@example.com'))).toMatchObject({
        status: 401,
        message: 'No account found',
      });
      expect(errorOf(await verify('12345')).detail).toContain(
        'body.code: Enter the 6-digit code from the e-mail',
      );
      expect(errorOf(await send('')).detail).toContain('body.userName: Email required');
    });

    it('lets a verified user set a new password for 15 minutes (forgot password)', async () => {
      const { app, database, clock, send, verify, logs } = await setUp(kind);
      const plain = await login(app);
      const reset = (token: string, password = 'fresh-pass') =>
        as(app, token).put(`${usersApi}/OneTimePassword/reset`, { password, confirmPassword: password });
      expect(errorOf(await reset(plain))).toMatchObject({ status: 403, errorCode: 'AUTH_RESET_NOT_ALLOWED' });

      await send();
      const { token } = (await verify(await lastPasscodeOf(database.db, demoUser))).json<{ token: string }>();
      expect(errorOf(await reset(token, 'abc')).detail).toContain(
        'body.password: Password must be at least 6 characters',
      );
      clock.set(at(14 * 60));
      const changed = await reset(token);
      expect(changed.statusCode, changed.body).toBe(200);
      // the passcode's session ends with the reset; the answer is the new one
      const security = (bearer: string) => as(app, bearer).get(`${usersApi}/Security`);
      expect((await security(token)).statusCode).toBe(401);
      expect((await security(plain)).statusCode).toBe(401);
      expect((await security(changed.json<{ token: string }>().token)).statusCode).toBe(200);
      await login(app, demoUser, 'fresh-pass');
      expect((await reset(changed.json<{ token: string }>().token, 'other-pass')).statusCode).toBe(403);

      clock.set(at(20 * 60));
      await send();
      expect((await verify(await lastPasscodeOf(database.db, demoUser))).statusCode).toBe(200);
      clock.set(at(20 * 60 + 15 * 60 + 1));
      // the verify's own access token has expired by then; a password login gets no extra window
      const fresh = await login(app, demoUser, 'fresh-pass');
      expect((await reset(fresh, 'other-pass')).statusCode).toBe(403);
      expectNotLogged(logs, 'fresh-pass');
    });
  });
});
