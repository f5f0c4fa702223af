import { afterAll, beforeAll, expect, it } from 'vitest';
import { as } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { startOpenIdProvider, type TestOpenIdProvider } from '../openid-provider';

const base = '/svc/users/api';
const providerPort = 3301;
const redirectUri = 'http://localhost:3000/auth/sso';

let provider: TestOpenIdProvider;
beforeAll(async () => {
  provider = await startOpenIdProvider({
    port: providerPort,
    redirectUri,
    accounts: {
      jordan: { email: 'Homeowner@Example.com', emailVerified: true },
      unverified: { email: 'owner2@example.com', emailVerified: false },
      stranger: { email: 'nobody@example.com', emailVerified: true },
    },
  });
});
afterAll(() => provider?.close());

forEachDatabase((kind) => {
  async function setup() {
    const test = await buildTestApp(kind, {
      seed: true,
      env: {
        SSO_ISSUER_URL: provider.issuer,
        SSO_CLIENT_ID: provider.clientId,
        SSO_CLIENT_SECRET: provider.clientSecret,
      },
    });
    const signIn = async (accountId: string) => {
      const start = await as(test.app, null).get(`${base}/Users/AuthenticateSSO/start`);
      expect(start.statusCode).toBe(200);
      const { authorizationUrl } = start.json();
      const callback = await provider.signIn(authorizationUrl, accountId);
      expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
      const body = {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
        ...(callback.searchParams.get('iss') ? { iss: callback.searchParams.get('iss') } : {}),
      };
      const post = () => as(test.app, null).post(`${base}/Users/AuthenticateSSO`, body);
      return { authorizationUrl: new URL(authorizationUrl), response: await post(), post };
    };
    return { ...test, signIn };
  }

  it('signs in through the provider with PKCE and maps the verified e-mail to the portal user', {
    timeout: 30_000,
  }, async () => {
    const { app, signIn } = await setup();
    const { authorizationUrl, response, post } = await signIn('jordan');
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    const user = await as(app, session.token).get(`${base}/Users/${session.userId}`);
    expect(user.json()).toMatchObject({ email: 'homeowner@example.com' });
    const replay = await post();
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('SSO_FAILED');
  });

  it('answers No account found for an unknown e-mail and refuses an unverified one', {
    timeout: 30_000,
  }, async () => {
    const { signIn } = await setup();
    const stranger = (await signIn('stranger')).response;
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ errorCode: 'AUTH_NO_ACCOUNT', message: 'No account found' });
    const unverified = (await signIn('unverified')).response;
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().errorCode).toBe('SSO_FAILED');
  });

  it('refuses an unknown state and says SSO is not configured when it is not', async () => {
    const { app } = await setup();
    const unknown = await as(app, null).post(`${base}/Users/AuthenticateSSO`, {
      code: 'c',
      state: 'never-issued',
    });
    expect(unknown.statusCode).toBe(401);
    const plain = await buildTestApp(kind);
    const start = await as(plain.app, null).get(`${base}/Users/AuthenticateSSO/start`);
    expect(start.statusCode).toBe(404);
    expect(start.json().errorCode).toBe('SSO_NOT_CONFIGURED');
  });
});
