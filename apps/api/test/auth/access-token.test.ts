import { createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app';
import { fixedClock } from '../../src/clock';
import { signingKeys } from '../../src/db/schema/signing-keys';
import { createFactories } from '../../src/seed/factories';
import { as } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

forEachDatabase((kind) => {
  describe('access tokens', () => {
    async function setup() {
      const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
      const test = await buildTestApp(kind, { clock });
      const factories = createFactories(test.database.db);
      const user = await factories.user();
      const company = await factories.managementCompany();
      return { ...test, clock, factories, user, company };
    }

    it('round-trips UserId and Customer, and the mimic actor', async () => {
      const { app } = await setup();
      const issued = await app.accessTokens.issue({ userId: 7, customer: 'demo', actorUserId: 3 });
      expect(await app.accessTokens.verify(issued.token)).toEqual({
        userId: 7,
        customer: 'demo',
        actorUserId: 3,
        tokenId: expect.any(String),
        // every token names its session (sign-out ends it) and the user's token generation at issue
        sessionId: expect.any(String),
        generation: 0,
        expiresAt: issued.expiresAt,
      });
      const [, payload] = issued.token.split('.');
      expect(JSON.parse(Buffer.from(payload as string, 'base64url').toString())).toMatchObject({
        UserId: '7',
        Customer: 'demo',
        aud: 'hoa-portal',
      });
    });

    it('refuses alg none, a foreign key, HS256 with the public key, a tampered payload, expiry and a wrong audience', async () => {
      const { app, clock } = await setup();
      const good = await app.accessTokens.issue({ userId: 7, customer: 'demo' });
      const [header, payload, signature] = good.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

      const none = `${b64({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
      const tampered = `${header}.${b64({ ...claims, UserId: '8' })}.${signature}`;
      const foreign = await generateKeyPair('ES256');
      const foreignSigned = await new SignJWT(claims)
        .setProtectedHeader({
          alg: 'ES256',
          typ: 'at+jwt',
          kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid,
        })
        .sign(foreign.privateKey);
      const hsHeader = b64({ alg: 'HS256', typ: 'at+jwt' });
      const hs = `${hsHeader}.${payload}.${createHmac('sha256', 'x').update(`${hsHeader}.${payload}`).digest('base64url')}`;
      const wrongAudience = await new SignJWT({ ...claims, aud: 'another-app' })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'unknown' })
        .sign(foreign.privateKey);

      for (const token of [none, tampered, foreignSigned, hs, wrongAudience, 'garbage', '']) {
        await expect(app.accessTokens.verify(token), token.slice(0, 20)).rejects.toMatchObject({
          statusCode: 401,
        });
      }

      // verified once (and so cached), it still expires on the clock
      expect(await app.accessTokens.verify(good.token)).toMatchObject({ userId: 7 });
      clock.set(new Date(good.expiresAt.getTime() - 1_000));
      expect(await app.accessTokens.verify(good.token)).toMatchObject({ userId: 7 });
      clock.set(new Date(good.expiresAt.getTime() + 1_000));
      await expect(app.accessTokens.verify(good.token)).rejects.toMatchObject({
        statusCode: 401,
        detail: 'The access token has expired.',
      });
    });

    it("accepts a token signed by another process's key made after this process loaded its keys", async () => {
      const { app, database, clock } = await setup();
      // the other process found no active key (this one's retired) and made its own, as two processes
      // starting together on a fresh database each may
      await database.db.update(signingKeys).set({ retiredAt: clock.now() });
      const other = await buildApp(app.config, { database, clock, logStream: { write: () => {} } });
      onTestFinished(() => other.close());
      await other.ready();
      expect(other.signingKeys.current.kid).not.toBe(app.signingKeys.current.kid);
      const issued = await other.accessTokens.issue({ userId: 7, customer: 'demo' });
      expect(await app.accessTokens.verify(issued.token)).toMatchObject({ userId: 7 });
      // a kid that is nowhere stays unknown
      const [, payload, signature] = issued.token.split('.') as [string, string, string];
      const forged = `${b64({ alg: 'ES256', typ: 'at+jwt', kid: 'no-such-key' })}.${payload}.${signature}`;
      await expect(app.accessTokens.verify(forged)).rejects.toMatchObject({ statusCode: 401 });
    });

    it('refuses to start when a service route does not declare its access', async () => {
      await expect(
        buildTestApp(kind, {
          routes: (app) =>
            app.register(
              async (scoped) => {
                scoped.get('/undeclared', async () => ({ ok: true }));
              },
              { prefix: '/svc/users/api' },
            ),
        }),
      ).rejects.toThrow(/GET \/svc\/users\/api\/undeclared does not declare config.access/);
    });

    it('answers 401 on a user route without a token, and lets public routes ignore a bad one', async () => {
      const { app } = await buildTestApp(kind, {
        routes: (app) =>
          app.register(
            async (scoped) => {
              scoped.get('/whoami', { config: { access: 'user' } }, async (request) => ({
                userId: request.principal?.userId,
              }));
            },
            { prefix: '/svc/users/api' },
          ),
      });
      const missing = await as(app, null).get('/svc/users/api/whoami');
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
      const publicCall = await as(app, 'not-a-token').get('/svc/users/api');
      expect(publicCall.statusCode).toBe(200);
    });
  });
});
