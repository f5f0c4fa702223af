import { defaultServiceBases } from '@hoa/contracts/services';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyRead } from '../api/early-reads';
import { initialSession } from '../session-store/session-state';
import { sessionStore } from '../session-store/session-store';
import { sendEarlySessionReads } from './early-session-reads';

const now = Date.UTC(2026, 11, 8, 12);
const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenFor = (userId: number, expiresAtMs: number) =>
  `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify({ UserId: userId, exp: expiresAtMs / 1000 }))}.sig`;
const users = `${defaultServiceBases.users}/api`;
const payments = `${defaultServiceBases.payments}/api`;

function signIn(token: string) {
  sessionStore.set({ ...initialSession, token, isLoggedIn: true });
}

function stubFetch() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(url);
      return new Response(JSON.stringify({ url }), { status: 200 });
    }),
  );
  return sent;
}

const get = (token: string, init: RequestInit = {}): RequestInit => ({
  method: 'GET',
  headers: new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` }),
  ...init,
});

afterEach(() => {
  // whatever a test sent and left is taken, so the next test starts empty
  for (const url of [
    `${users}/Users/7`,
    `${payments}/Account?portalEnabled=true`,
    `${users}/HomeSettings`,
    `${users}/Security`,
  ])
    takeEarlyRead(url, undefined);
  sessionStore.set(initialSession);
  vi.unstubAllGlobals();
});

describe('early session reads (ADR 136)', () => {
  it('sends the session reads of a stored session with its token, once each', () => {
    const sent = stubFetch();
    signIn(tokenFor(7, now + 3_600_000));
    sendEarlySessionReads(now);
    expect(sent).toEqual([
      `${users}/Users/7`,
      `${payments}/Account?portalEnabled=true`,
      `${users}/HomeSettings`,
      `${users}/Security`,
    ]);
  });

  it('sends nothing without a session, or with a token about to expire (it is renewed first)', () => {
    const sent = stubFetch();
    sendEarlySessionReads(now);
    signIn(tokenFor(7, now + 30_000));
    sendEarlySessionReads(now);
    expect(sent).toEqual([]);
  });

  it('answers the same GET with the same token once, from the early request', async () => {
    stubFetch();
    const token = tokenFor(7, now + 3_600_000);
    signIn(token);
    sendEarlySessionReads(now);
    const answer = takeEarlyRead(`${users}/Security`, get(token), now + 100);
    expect(await (await answer)?.json()).toEqual({ url: `${users}/Security` });
    expect(takeEarlyRead(`${users}/Security`, get(token), now + 200)).toBeNull();
  });

  it('answers nothing to another token, a write, an aborted request or a late one', () => {
    stubFetch();
    const token = tokenFor(7, now + 3_600_000);
    signIn(token);
    sendEarlySessionReads(now);
    expect(takeEarlyRead(`${users}/Users/7`, get(tokenFor(8, now + 3_600_000)), now)).toBeNull();
    expect(
      takeEarlyRead(`${users}/HomeSettings`, get(token, { method: 'POST', body: '{}' }), now),
    ).toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    expect(takeEarlyRead(`${users}/Security`, get(token, { signal: aborted.signal }), now)).toBeNull();
    expect(takeEarlyRead(`${payments}/Account?portalEnabled=true`, get(token), now + 11_000)).toBeNull();
  });

  it('rejects when the caller aborts while the early answer is on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const token = tokenFor(7, now + 3_600_000);
    signIn(token);
    sendEarlySessionReads(now);
    const controller = new AbortController();
    const answer = takeEarlyRead(`${users}/Security`, get(token, { signal: controller.signal }), now);
    controller.abort();
    await expect(answer).rejects.toThrow();
  });
});
