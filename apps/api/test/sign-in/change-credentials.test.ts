import { describe, expect, it } from 'vitest';
import { as, errorOf, login, signIn, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { demoPassword, demoUser, expectNotLogged, userIdOf } from '../sign-in-helpers';

const mimicMessage = 'This is not allowed in mimic mode.';

forEachDatabase((kind) => {
  describe('PUT /Users/Password and PATCH /home/login', () => {
    it('changes the password after checking the current one and ends every portal session', async () => {
      const { app, logs } = await buildTestApp(kind, { seed: true });
      const access = await login(app);
      const { token } = (await as(app, access).post(`${usersApi}/Users/Authenticate/PortalToken`, {})).json<{
        token: string;
      }>();
      const change = (body: Record<string, string>) =>
        as(app, access).put(`${usersApi}/Users/Password`, body);

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
      const security = (token: string) => as(app, token).get(`${usersApi}/Security`);
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
      expect(
        (await as(app, null).post(`${usersApi}/Users/Authenticate/PortalToken`, { portalToken: token }))
          .statusCode,
      ).toBe(401);
      expectNotLogged(logs, 'brand-new', demoPassword);
    });

    it('refuses password and login changes in mimic mode', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true });
      const userId = await userIdOf(database.db, demoUser);
      const actorUserId = await userIdOf(database.db, 'staff@example.com');
      const token = await signIn(app, {
        userId,
        customer: 'demo',
        actorUserId,
        sessionId: 'test-mimic-session',
      });
      const password = await as(app, token).put(`${usersApi}/Users/Password`, {
        currentPassword: demoPassword,
        password: 'brand-new',
        confirmPassword: 'brand-new',
      });
      expect(errorOf(password)).toMatchObject({
        status: 403,
        errorCode: 'AUTH_MIMIC_FORBIDDEN',
        message: mimicMessage,
      });
      const loginChange = await as(app, token).patch(`${usersApi}/home/login`, {
        userName: 'new@example.com',
        password: demoPassword,
      });
      const portal = await as(app, token).post(`${usersApi}/Users/Authenticate/PortalToken`, {});
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
      const patch = (body: Record<string, string>) => as(app, access).patch(`${usersApi}/home/login`, body);
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
        (await as(app, null).patch(`${usersApi}/home/login`, { userName: 'x@example.com', password: 'x' }))
          .statusCode,
      ).toBe(401);
    });
  });
});
