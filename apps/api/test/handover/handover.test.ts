import { createServer } from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { as } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';

const url = '/svc/users/api/Users/Authenticate/Handover';
const issuer = 'https://backoffice.example.com';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

forEachDatabase((kind) => {
  describe('handover JWT', () => {
    async function setup() {
      const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
      const rsa = await generateKeyPair('RS256', { extractable: true });
      const ec = await generateKeyPair('ES256', { extractable: true });
      const jwks = {
        keys: [
          { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
          { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
        ],
      };
      const test = await buildTestApp(kind, {
        seed: true,
        clock,
        env: { HANDOVER_JWKS: JSON.stringify(jwks), HANDOVER_ISSUER: issuer },
      });
      const now = Math.floor(clock.now().getTime() / 1000);
      const sign = (
        claims: Record<string, unknown> = {},
        options: {
          key?: CryptoKey;
          alg?: string;
          kid?: string;
          iat?: number;
          exp?: number;
          aud?: string;
        } = {},
      ) =>
        new SignJWT({ Customer: 'demo', email: 'Homeowner@example.com', ...claims })
          .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'rsa-1' })
          .setIssuer(issuer)
          .setAudience(options.aud ?? 'hoa-portal-handover')
          .setIssuedAt(options.iat ?? now)
          .setExpirationTime(options.exp ?? now + 120)
          .setJti(crypto.randomUUID())
          .sign(options.key ?? rsa.privateKey);
      const post = (token: string) => as(test.app, null).post(url, { token });
      return { ...test, clock, now, rsa, ec, sign, post };
    }

    it('exchanges a signed handover (RS256 or ES256) for an access token of the user it names', async () => {
      const { app, sign, post, ec } = await setup();
      const response = await post(await sign());
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const security = await as(app, body.token).get('/svc/users/api/Security');
      expect(security.json()).toMatchObject({ userId: body.userId, customer: 'demo', mimic: null });
      const viaEc = await post(await sign({}, { key: ec.privateKey, alg: 'ES256', kid: 'ec-1' }));
      expect(viaEc.statusCode).toBe(200);
    });

    it('refuses a wrong key, alg none, expiry, a replayed jti, a wrong audience, a long lifetime and another issuer', async () => {
      const { sign, post, now, clock } = await setup();
      const stranger = await generateKeyPair('RS256');
      const good = await sign();
      const [, payload] = good.split('.') as [string, string];
      const cases: Record<string, string> = {
        'wrong key': await sign({}, { key: stranger.privateKey }),
        'alg none': `${b64({ alg: 'none', kid: 'rsa-1' })}.${payload}.`,
        'HS256 confusion': `${b64({ alg: 'HS256', kid: 'rsa-1' })}.${payload}.c2lnbmF0dXJl`,
        'ES key with RS alg': await sign({}, { kid: 'ec-1' }),
        'wrong audience': await sign({}, { aud: 'hoa-portal' }),
        'lifetime over 5 minutes': await sign({}, { exp: now + 600 }),
        'issued too long ago': await sign({}, { iat: now - 400, exp: now + 10 }),
        'unknown user': await sign({ email: 'nobody@example.com' }),
        'wrong company': await sign({ Customer: 'elsewhere' }),
        garbage: 'not-a-jwt',
      };
      for (const [name, token] of Object.entries(cases)) {
        const response = await post(token);
        expect(response.statusCode, name).toBe(401);
        expect(response.json().errorCode, name).toBe('HANDOVER_INVALID');
      }
      expect((await post(good)).statusCode).toBe(200);
      expect((await post(good)).statusCode, 'replayed jti').toBe(401);

      const late = await sign();
      clock.set(new Date((now + 121) * 1000));
      expect((await post(late)).statusCode, 'expired').toBe(401);
    });
  });

  it('refuses a token naming the portal as issuer but signed with another key', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const key = await generateKeyPair('ES256');
    const token = await new SignJWT({ Customer: 'demo', UserId: '1' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(test.config.publicUrl)
      .setAudience('hoa-portal-handover')
      .setIssuedAt()
      .setExpirationTime('2m')
      .setJti('x')
      .sign(key.privateKey);
    const response = await as(test.app, null).post(url, { token });
    expect(response.statusCode).toBe(401);
  });

  it('fetches the keys from HANDOVER_JWKS_URL', async () => {
    const key = await generateKeyPair('ES256', { extractable: true });
    const jwks = { keys: [{ ...(await exportJWK(key.publicKey)), kid: 'remote-1', alg: 'ES256' }] };
    const server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(jwks));
    });
    const port = kind === 'pglite' ? 3302 : 3303;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const test = await buildTestApp(kind, {
        seed: true,
        env: { HANDOVER_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`, HANDOVER_ISSUER: issuer },
      });
      const token = await new SignJWT({ Customer: 'demo', email: 'owner2@example.com' })
        .setProtectedHeader({ alg: 'ES256', kid: 'remote-1' })
        .setIssuer(issuer)
        .setAudience('hoa-portal-handover')
        .setIssuedAt()
        .setExpirationTime('2m')
        .setJti(crypto.randomUUID())
        .sign(key.privateKey);
      const response = await as(test.app, null).post(url, { token });
      expect(response.statusCode).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
