import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export interface TestProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
  /**
   * Plays the browser: opens the authorization URL, signs in as `accountId` and consents through the
   * provider's development interactions, and returns the URL the provider redirects back to.
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
}

/** A real OpenID Connect provider (oidc-provider) on a loopback port, for SSO tests. */
export async function startOpenIdProvider(options: {
  port: number;
  redirectUri: string;
  accounts: Record<string, TestProviderAccount>;
}): Promise<TestOpenIdProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'hoa-portal';
  const clientSecret = 'test-client-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    cookies: { keys: ['hoa-access-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_context: unknown, accountId: string) {
      const account = options.accounts[accountId];
      if (!account) return undefined;
      return {
        accountId,
        claims: async () => ({ sub: accountId, email: account.email, email_verified: account.emailVerified }),
      };
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
  });

  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const remember = (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    };
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let next = new URL(authorizationUrl);
    for (let step = 0; step < 12; step++) {
      if (next.origin !== issuer) return next; // back at the portal's redirect URI
      let response = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(response);
      if (next.pathname.startsWith('/interaction/') && response.status === 200) {
        const page = await response.text();
        const form: Record<string, string> = page.includes('name="login"')
          ? { prompt: 'login', login: accountId, password: 'any' }
          : { prompt: 'consent' };
        response = await fetch(next, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        });
        remember(response);
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`The provider stopped at ${next.pathname} with ${response.status}`);
      next = new URL(location, next);
    }
    throw new Error('Too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
