import { readFile } from 'node:fs/promises';
import { apiPrefix, defaultServiceBases } from '@hoa/contracts/services';
import { type APIRequestContext, type BrowserContextOptions, test as base } from '@playwright/test';
import { authFile, type DemoUser, demoPassword } from './fixtures';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Fresh signed-in browser states for the demo users, one session chain per user in this worker. */
export interface Sessions {
  storageFor(user: DemoUser): Promise<StorageState>;
}

interface Tokens {
  token: string;
  portalToken: string;
}

const usersApi = `${defaultServiceBases.users}${apiPrefix}/Users/Authenticate`;

async function postJson(request: APIRequestContext, path: string, data: object, bearer?: string) {
  const response = await request.post(path, {
    data,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  if (response.ok()) return (await response.json()) as Record<string, unknown>;
  // a renewal refused (the chain was ended) is expected; anything else is worth reading in the report
  if (response.status() !== 401) console.warn(`${path}: ${response.status()} ${await response.text()}`);
  return null;
}

/** Signs in through the API (not the login page, which auth.setup.ts covers) and starts a portal-token family. */
async function signIn(request: APIRequestContext, user: DemoUser): Promise<Tokens> {
  const access = await postJson(request, usersApi, {
    userName: `${user}@example.com`,
    password: demoPassword,
  });
  if (typeof access?.token !== 'string') throw new Error(`The demo ${user} could not sign in`);
  const portal = await postJson(request, `${usersApi}/PortalToken`, {}, access.token);
  if (typeof portal?.token !== 'string') throw new Error(`The demo ${user} got no portal token`);
  return { token: access.token, portalToken: portal.token };
}

/** The next link of a chain: a rotated portal token and a new access token; null when the chain was ended. */
async function renew(request: APIRequestContext, portalToken: string): Promise<Tokens | null> {
  const body = await postJson(request, `${usersApi}/PortalToken`, { portalToken });
  const access = body?.access as { token?: unknown } | undefined;
  if (typeof body?.token !== 'string' || typeof access?.token !== 'string') return null;
  return { token: access.token, portalToken: body.token };
}

/** The stored state auth.setup.ts wrote for the user, with these tokens in the portal's session. */
async function storageWith(user: DemoUser, tokens: Tokens): Promise<StorageState> {
  const stored = JSON.parse(await readFile(authFile(user), 'utf8')) as StorageState;
  return {
    cookies: stored.cookies,
    origins: stored.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((entry) =>
        entry.name === 'hoa.session'
          ? { name: entry.name, value: JSON.stringify({ ...JSON.parse(entry.value), ...tokens }) }
          : entry,
      ),
    })),
  };
}

/**
 * Journeys start signed in without the login page. A stored state shared by every test would go stale:
 * after the access token's 15 minutes each test would renew the same portal token, and the second use
 * of a rotated token revokes the whole family (reuse detection), signing the others out. So each worker
 * keeps its own chain per user and hands every test the next link, a fresh access token and a portal
 * token nobody else holds. A test that signs out or renews ends the chain; the next test signs in anew.
 */
export const test = base.extend<{ signedInAs: DemoUser | null }, { sessions: Sessions }>({
  signedInAs: [null, { option: true }],
  sessions: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      });
      const chains = new Map<DemoUser, string>();
      await use({
        async storageFor(user) {
          const held = chains.get(user);
          const tokens = (held ? await renew(request, held) : null) ?? (await signIn(request, user));
          chains.set(user, tokens.portalToken);
          return storageWith(user, tokens);
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, sessions, storageState }, use) => {
    await use(signedInAs ? await sessions.storageFor(signedInAs) : storageState);
  },
});

export { expect } from '@playwright/test';
