import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { as, errorOf, login, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { expectNotLogged } from '../sign-in-helpers';

const start = new Date('2026-03-02T12:00:00Z');
const path = '/Users/Authenticate/PortalToken';

forEachDatabase((kind) => {
  describe('portal tokens', () => {
    it('issues one for the bearer, rotates it with a fresh access token, and detects reuse', async () => {
      const clock = fixedClock(start);
      const { app, logs } = await buildTestApp(kind, { seed: true, clock });
      const access = await login(app);
      expect((await as(app, null).post(`${usersApi}${path}`, {})).statusCode).toBe(401);

      const minted = await as(app, access).post(`${usersApi}${path}`, {});
      expect(minted.statusCode).toBe(200);
      const first = minted.json<{ token: string; access?: unknown }>();
      expect(first.token).toMatch(/^[\w-]{43}$/);
      expect(first.access).toBeUndefined();

      clock.set(new Date(start.getTime() + 20 * 60_000));
      const renewed = await as(app, null).post(`${usersApi}${path}`, { portalToken: first.token });
      expect(renewed.statusCode).toBe(200);
      const second = renewed.json<{ token: string; access: { token: string; userId: number } }>();
      expect(second.token).not.toBe(first.token);
      expect(await app.accessTokens.verify(second.access.token)).toMatchObject({ customer: 'demo' });

      // the first token again: someone copied it, so the whole family ends
      const reused = await as(app, null).post(`${usersApi}${path}`, { portalToken: first.token });
      expect(errorOf(reused)).toMatchObject({ status: 401, errorCode: 'AUTH_PORTAL_TOKEN_INVALID' });
      expect((await as(app, null).post(`${usersApi}${path}`, { portalToken: second.token })).statusCode).toBe(
        401,
      );
      expectNotLogged(logs, first.token, second.token, second.access.token);
    });

    it('logs out by revoking the family, which ends its access tokens at once', async () => {
      const { app } = await buildTestApp(kind, { seed: true });
      const access = await login(app);
      const otherDevice = await login(app);
      const security = (token: string) => as(app, token).get(`${usersApi}/Security`);
      const { token } = (await as(app, access).post(`${usersApi}${path}`)).json<{ token: string }>();
      const renewed = await as(app, null).post(`${usersApi}${path}`, { portalToken: token });
      const next = renewed.json<{ token: string; access: { token: string } }>();
      expect((await security(next.access.token)).statusCode).toBe(200);
      const logout = await as(app, null).delete(`${usersApi}${path}`, { portalToken: next.token });
      expect(logout.statusCode).toBe(204);
      expect((await as(app, null).post(`${usersApi}${path}`, { portalToken: next.token })).statusCode).toBe(
        401,
      );
      // the sign-in's first access token and the renewed one both end; another sign-in does not
      expect(errorOf(await security(access))).toMatchObject({ status: 401 });
      expect(errorOf(await security(next.access.token))).toMatchObject({ status: 401 });
      expect((await security(otherDevice)).statusCode).toBe(200);
      const wrongType = errorOf(await as(app, null).post(`${usersApi}${path}`, { portalToken: 5 }));
      expect(wrongType.status).toBe(400);
      expect(wrongType.detail).toContain('body.portalToken');
      const malformed = errorOf(await as(app, null).delete(`${usersApi}${path}`, {}));
      expect(malformed).toMatchObject({ status: 400 });
      expect(malformed.detail).toContain('body.portalToken');
    });

    it('expires after 30 days without renewal, and renewal slides the window', async () => {
      const clock = fixedClock(start);
      const { app } = await buildTestApp(kind, { seed: true, clock });
      const access = await login(app);
      const { token } = (await as(app, access).post(`${usersApi}${path}`, {})).json<{ token: string }>();
      clock.set(new Date(start.getTime() + 29 * 86_400_000));
      const renewed = (await as(app, null).post(`${usersApi}${path}`, { portalToken: token })).json<{
        token: string;
      }>();
      clock.set(new Date(start.getTime() + 58 * 86_400_000));
      const again = await as(app, null).post(`${usersApi}${path}`, { portalToken: renewed.token });
      expect(again.statusCode).toBe(200);
      clock.set(new Date(start.getTime() + 89 * 86_400_000));
      expect(
        (
          await as(app, null).post(`${usersApi}${path}`, {
            portalToken: again.json<{ token: string }>().token,
          })
        ).statusCode,
      ).toBe(401);
    });
  });
});
