import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password';
import { demoLogins } from '../../src/seed/demo';
import { createFactories } from '../../src/seed/factories';
import { as, errorOf, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { demoPassword, demoUser, expectNotLogged } from '../sign-in-helpers';

forEachDatabase((kind) => {
  describe('POST /Users/Authenticate', () => {
    it('signs in a demo login and refuses the wrong ones with the spec texts', async () => {
      const { app, logs } = await buildTestApp(kind, { seed: true });
      const ok = await as(app, null).post(`${usersApi}/users/authenticate`, {
        userName: 'HomeOwner@Example.com',
        password: demoPassword,
      });
      expect(ok.statusCode).toBe(200);
      const body = ok.json<{ token: string; userId: number; expiresAt: string }>();
      expect(body.token.split('.')).toHaveLength(3);
      expect(await app.accessTokens.verify(body.token)).toMatchObject({
        userId: body.userId,
        customer: 'demo',
      });

      const unknown = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
        userName: 'nobody@example.com',
        password: 'x',
      });
      expect(errorOf(unknown)).toMatchObject({
        status: 401,
        errorCode: 'AUTH_NO_ACCOUNT',
        message: 'No account found',
      });
      const wrong = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
        userName: demoUser,
        password: 'wrong-one',
      });
      expect(errorOf(wrong)).toMatchObject({
        status: 401,
        errorCode: 'AUTH_INVALID_PASSWORD',
        message: 'Invalid password',
      });
      const company = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
        userName: demoUser,
        password: demoPassword,
        clientId: 'elsewhere',
      });
      expect(errorOf(company)).toMatchObject({
        status: 401,
        errorCode: 'AUTH_INVALID_COMPANY',
        message: 'Invalid username, password, or company',
      });
      const withCompany = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
        userName: demoUser,
        password: demoPassword,
        clientId: 'demo',
      });
      expect(withCompany.statusCode).toBe(200);
      expectNotLogged(logs, demoPassword, 'wrong-one', body.token);
    });

    it('keeps every demo login working', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      for (const demo of demoLogins) {
        const response = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
          userName: demo.email,
          password: demoPassword,
        });
        expect(response.statusCode, demo.email).toBe(200);
      }
    });

    it('needs the company when the e-mail has logins at two companies', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true });
      const make = createFactories(database.db, 7);
      const other = await make.managementCompany({ code: 'other' });
      await make.user({
        managementCompanyId: other.id,
        email: demoUser,
        passwordHash: await hashPassword('other-pass'),
      });
      const ambiguous = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
        userName: demoUser,
        password: demoPassword,
      });
      expect(errorOf(ambiguous)).toMatchObject({
        status: 401,
        message: 'Invalid username, password, or company',
      });
      const chosen = await as(app, null).post(`${usersApi}/Users/Authenticate`, {
        userName: demoUser,
        password: 'other-pass',
        clientId: 'other',
      });
      expect(chosen.statusCode).toBe(200);
      expect(await app.accessTokens.verify(chosen.json<{ token: string }>().token)).toMatchObject({
        customer: 'other',
      });
    });

    it('answers 400 naming the field for a malformed body', async () => {
      const { app } = await buildTestApp(kind);
      const noEmail = errorOf(await as(app, null).post(`${usersApi}/Users/Authenticate`, { password: 'x' }));
      expect(noEmail).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
      expect(noEmail.detail).toContain('body.userName: Email required');
      const badEmail = errorOf(
        await as(app, null).post(`${usersApi}/Users/Authenticate`, { userName: 'not-mail', password: 'x' }),
      );
      expect(badEmail.detail).toContain('body.userName: Invalid email');
      const noPassword = errorOf(
        await as(app, null).post(`${usersApi}/Users/Authenticate`, { userName: demoUser, password: '' }),
      );
      expect(noPassword.detail).toContain('body.password: Password required');
    });

    it('slows wrong passwords per account and address without locking out the owner', async () => {
      const { app, logs } = await buildTestApp(kind, { seed: true });
      const attempt = (ip: string, password = 'guess-123', userName = demoUser) =>
        as(app, null).post(`${usersApi}/Users/Authenticate`, { userName, password }, { ip });
      // the owner signed in from home before
      expect((await attempt('10.0.9.9', demoPassword)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.1');
      expect(errorOf(blocked)).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // the attacker's address is refused even with the right password; the owner's is not
      expect((await attempt('10.0.0.1', demoPassword)).statusCode).toBe(429);
      expect((await attempt('10.0.5.5', demoPassword)).statusCode).toBe(200);

      // from many addresses, 30 wrong passwords a quarter hour for the account; then only addresses the
      // owner has signed in from get through
      for (let i = 2; i <= 3; i++) {
        for (let n = 0; n < 10; n++) expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(401);
      }
      expect((await attempt('10.0.0.4')).statusCode).toBe(429);
      expect((await attempt('10.0.0.4', demoPassword)).statusCode).toBe(429);
      expect((await attempt('10.0.9.9', demoPassword)).statusCode).toBe(200);

      for (let i = 0; i < 30; i++) await attempt('10.9.9.9', 'guess-123', `user${i}@example.com`);
      expect((await attempt('10.9.9.9', 'guess-123', 'fresh@example.com')).statusCode).toBe(429);
      expectNotLogged(logs, 'guess-123');
    });

    it('ignores a spoofed X-Forwarded-For unless the proxy is trusted', async () => {
      const { app } = await buildTestApp(kind);
      const spoof = (n: number) =>
        as(app, null).post(
          '/svc/users/api/Users/Authenticate',
          { userName: `u${n}@example.com`, password: 'x' },
          { headers: { 'x-forwarded-for': `192.0.2.${n}` } },
        );
      for (let n = 0; n < 30; n++) await spoof(n);
      expect((await spoof(99)).statusCode).toBe(429);
    });
  });
});
