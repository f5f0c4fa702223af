import { describe, expect, it } from 'vitest';
import { buildTestApp, forEachDatabase } from '../../../test/helper';
import {
  call,
  demoPassword,
  demoUser,
  errorOf,
  expectNotLogged,
  login,
  userIdOf,
} from '../../../test/sign-in-helpers';

const mimicMessage = 'This is not allowed in mimic mode.';

forEachDatabase((kind) => {
  describe('PUT /Users/Password and PATCH /home/login', () => {
    it('changes the password after checking the current one and ends every portal session', async () => {
      const { app, logs } = await buildTestApp(kind, { seed: true });
      const access = await login(app);
      const { token } = (await call(app, '/Users/Authenticate/PortalToken', {}, { token: access })).json<{
        token: string;
      }>();
      const change = (body: Record<string, string>) =>
        call(app, '/Users/Password', body, { method: 'PUT', token: access });

      const wrong = errorOf(
        await change({ currentPassword: 'nope', password: 'brand-new', confirmPassword: 'brand-new' }),
      );
      expect(wrong).toMatchObject({ status: 400, message: 'Invalid password' });
      expect(wrong.detail).toContain('body.currentPassword');
      const short = errorOf(
        await change({ currentPassword: demoPassword, password: 'abc', confirmPassword: 'abc' }),
      );
      expect(short.detail).toContain('body.password: Password must be at least 6 characters');
      const mismatch = errorOf(
        await change({ currentPassword: demoPassword, password: 'brand-new', confirmPassword: 'brand-old' }),
      );
      expect(mismatch.detail).toContain('body.confirmPassword: Passwords do not match');

      const otherDevice = await login(app);
      const security = (token: string) => call(app, '/Security', undefined, { method: 'GET', token });
      expect((await security(otherDevice)).statusCode).toBe(200);
      const changed = await change({
        currentPassword: demoPassword,
        password: 'brand-new',
        confirmPassword: 'brand-new',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // every access token issued before ends at once, this device's too; the answer is the new session
      expect(errorOf(await security(access))).toMatchObject({ status: 401 });
      expect(errorOf(await security(otherDevice))).toMatchObject({ status: 401 });
      expect((await security(changed.json<{ token: string }>().token)).statusCode).toBe(200);
      await login(app, demoUser, 'brand-new');
      expect((await call(app, '/Users/Authenticate/PortalToken', { portalToken: token })).statusCode).toBe(
        401,
      );
      expectNotLogged(logs, 'brand-new', demoPassword);
    });

    it('refuses password and login changes in mimic mode', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true });
      const userId = await userIdOf(database.db, demoUser);
      const actorUserId = await userIdOf(database.db, 'staff@example.com');
      const { token } = await app.accessTokens.issue({
        userId,
        customer: 'demo',
        actorUserId,
        sessionId: 'test-mimic-session',
      });
      const password = await call(
        app,
        '/Users/Password',
        { currentPassword: demoPassword, password: 'brand-new', confirmPassword: 'brand-new' },
        { method: 'PUT', token },
      );
      expect(errorOf(password)).toMatchObject({
        status: 403,
        errorCode: 'AUTH_MIMIC_FORBIDDEN',
        message: mimicMessage,
      });
      const loginChange = await call(
        app,
        '/home/login',
        { userName: 'new@example.com', password: demoPassword },
        { method: 'PATCH', token },
      );
      const portal = await call(app, '/Users/Authenticate/PortalToken', {}, { token });
      expect(errorOf(portal)).toMatchObject({ status: 403, errorCode: 'AUTH_MIMIC_FORBIDDEN' });
      expect(errorOf(loginChange)).toMatchObject({
        status: 403,
        errorCode: 'AUTH_MIMIC_FORBIDDEN',
        message: mimicMessage,
      });
    });

    it('changes the login e-mail, unique within the company', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      const access = await login(app);
      const patch = (body: Record<string, string>) =>
        call(app, '/home/login', body, { method: 'PATCH', token: access });
      const taken = errorOf(await patch({ userName: 'owner2@example.com', password: demoPassword }));
      expect(taken).toMatchObject({ status: 409, message: 'An account with this email already exists.' });
      const wrong = errorOf(await patch({ userName: 'moved@example.com', password: 'nope' }));
      expect(wrong).toMatchObject({ status: 400, message: 'Invalid password' });
      const malformed = errorOf(await patch({ userName: 'not-mail', password: demoPassword }));
      expect(malformed.detail).toContain('body.userName: Invalid email');
      const moved = await patch({ userName: 'Moved@Example.com', password: demoPassword });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ userName: 'moved@example.com', email: 'moved@example.com' });
      await login(app, 'moved@example.com');
      expect(
        (await call(app, '/home/login', { userName: 'x@example.com', password: 'x' }, { method: 'PATCH' }))
          .statusCode,
      ).toBe(401);
    });
  });
});
