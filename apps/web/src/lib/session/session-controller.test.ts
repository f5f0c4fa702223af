import type { AccessTokenResponse } from '@hoa/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from '../persisted-store';
import {
  initialSession,
  persistedPart,
  restoredSession,
  type SessionAccount,
  type SessionState,
} from '../session-store/session-state';
import { createSessionController, type SessionApi } from './session-controller';

const nowMs = Date.parse('2026-11-22T02:00:00Z');

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'ES256' })}.${encode(claims)}.sig`;
}

const tokenFor = (userId: number, expiresInS = 900, customer = 'acme') =>
  jwt({ UserId: userId, Customer: customer, exp: nowMs / 1000 + expiresInS });

function access(token: string): AccessTokenResponse {
  return { token, userId: 7, expiresAt: new Date(nowMs + 900_000).toISOString() };
}

function setup(overrides: Partial<SessionApi> = {}, stored?: Partial<SessionState>) {
  const store = createPersistedStore<SessionState>(
    `test.${Math.random()}`,
    { ...initialSession, ...stored },
    restoredSession,
    persistedPart,
  );
  const order: string[] = [];
  const timers: { run: () => void; delayMs: number }[] = [];
  const api: SessionApi = {
    getUser: vi.fn(async (userId: number) => {
      order.push(`user ${userId}`);
      return { userId, userName: 'ann@example.com', email: 'ann@example.com' };
    }),
    createPortalToken: vi.fn(async () => {
      order.push('portal token');
      return 'pt-1';
    }),
    renewAccess: vi.fn(async (portalToken: string) => {
      order.push(`renew ${portalToken}`);
      return { portalToken: 'pt-2', access: access(tokenFor(7, 900)) };
    }),
    revokePortalToken: vi.fn(async () => undefined),
    getAccounts: vi.fn(async () => {
      order.push('accounts');
      return [{ subLedgerId: 1 } as SessionAccount];
    }),
    ...overrides,
  };
  const onRenewalFailed = vi.fn();
  const controller = createSessionController({
    store,
    api,
    now: () => nowMs,
    setTimer: (run, delayMs) => timers.push({ run, delayMs }),
    clearTimer: () => undefined,
    pmbCustomers: () => ['acme'],
    onRenewalFailed,
  });
  return { store, api, order, timers, controller, onRenewalFailed };
}

describe('session (SPEC §4)', () => {
  it('setting a token loads the user, then a portal token, marks logged in, then loads accounts', async () => {
    const { controller, store, order } = setup();
    const token = tokenFor(7);
    await controller.signIn(token);
    expect(order).toEqual(['user 7', 'portal token', 'accounts']);
    expect(store.get()).toMatchObject({
      token,
      portalToken: 'pt-1',
      userId: 7,
      user: { userId: 7 },
      isLoggedIn: true,
      pmbEnabled: true,
      accounts: [{ subLedgerId: 1 }],
    });
  });

  it('a mimic token (act claim) signs in without a portal token, so it cannot outlive its 30 minutes', async () => {
    const { controller, store, order } = setup();
    await controller.signIn(
      jwt({ UserId: 7, Customer: 'acme', act: { sub: '3' }, exp: nowMs / 1000 + 1800 }),
    );
    expect(order).toEqual(['user 7', 'accounts']);
    expect(store.get()).toMatchObject({ isLoggedIn: true, portalToken: null, userId: 7 });
  });

  it('is not logged in before the user and portal token are there', async () => {
    let seen: boolean | undefined;
    const { controller, store } = setup({
      getUser: async (userId) => {
        seen = store.get().isLoggedIn;
        return { userId, userName: 'a', email: 'a' };
      },
    });
    await controller.signIn(tokenFor(7));
    expect(seen).toBe(false);
  });

  it('pmb follows the Customer claim and the allowed list', async () => {
    const { controller, store } = setup();
    await controller.signIn(tokenFor(7, 900, 'other'));
    expect(store.get().pmbEnabled).toBe(false);
  });

  it('logout clears exactly token, portal token, user, properties, selected property and accounts', async () => {
    const { controller, store, api } = setup();
    await controller.signIn(tokenFor(7));
    store.set((s) => ({
      ...s,
      properties: [{ propertyId: 1 } as SessionState['properties'][number]],
      selectedPropertyId: 1,
      selectedAssociationId: 3,
      gridsColumnState: { payments: [1] },
    }));
    controller.logout();
    const state = store.get();
    expect(state).toMatchObject({
      token: null,
      portalToken: null,
      user: null,
      isLoggedIn: false,
      properties: [],
      selectedPropertyId: null,
      accounts: [],
    });
    // Association and grid layouts are not part of the logout list.
    expect(state.selectedAssociationId).toBe(3);
    expect(state.gridsColumnState).toEqual({ payments: [1] });
    expect(api.revokePortalToken).toHaveBeenCalledWith('pt-1');
  });

  it('logout does not wait for or fail on the revocation', () => {
    const { controller, store } = setup(
      { revokePortalToken: () => Promise.reject(new Error('offline')) },
      { token: 't', portalToken: 'p' },
    );
    controller.logout();
    expect(store.get().token).toBeNull();
  });

  it('setting a session aside ends nothing on the server; resuming it is the staff session again', async () => {
    const { controller, store, api } = setup();
    const staffToken = tokenFor(7);
    await controller.signIn(staffToken);
    const saved = controller.setAside();
    expect(saved).toEqual({ token: staffToken, portalToken: 'pt-1' });
    expect(store.get()).toMatchObject({ token: null, portalToken: null, isLoggedIn: false });
    expect(api.revokePortalToken).not.toHaveBeenCalled();

    await controller.signIn(
      jwt({ UserId: 9, Customer: 'acme', act: { sub: '7' }, exp: nowMs / 1000 + 1800 }),
    );
    await controller.resume(saved as NonNullable<typeof saved>);
    expect(store.get()).toMatchObject({
      token: staffToken,
      portalToken: 'pt-1',
      userId: 7,
      isLoggedIn: true,
    });
    expect(api.revokePortalToken).not.toHaveBeenCalled();
  });

  it('keeps exactly token, portal token, selected property and association and grid layouts between visits', () => {
    const full: SessionState = {
      ...initialSession,
      token: 't',
      portalToken: 'p',
      userId: 7,
      user: { userId: 7, userName: 'a', email: 'a' },
      isLoggedIn: true,
      accounts: [{ subLedgerId: 1 } as SessionAccount],
      selectedPropertyId: 4,
      selectedAssociationId: 3,
      gridsColumnState: { g: 1 },
      pmbEnabled: true,
    };
    expect(persistedPart(full)).toEqual({
      token: 't',
      portalToken: 'p',
      selectedPropertyId: 4,
      selectedAssociationId: 3,
      gridsColumnState: { g: 1 },
    });
    const restored = restoredSession(JSON.parse(JSON.stringify(persistedPart(full))));
    expect(restored).toEqual({ ...initialSession, ...persistedPart(full), isLoggedIn: true });
  });

  it('writes only the kept fields to the browser storage', () => {
    const saved = new Map<string, string>();
    const fake = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    };
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true });
    try {
      const store = createPersistedStore('hoa.session.test', initialSession, restoredSession, persistedPart);
      store.set({
        ...initialSession,
        token: 't',
        portalToken: 'p',
        user: { userId: 1, userName: 'a', email: 'a' },
        accounts: [{ subLedgerId: 1 } as SessionAccount],
        isLoggedIn: true,
        selectedPropertyId: 2,
      });
      expect(Object.keys(JSON.parse(saved.get('hoa.session.test') ?? '{}')).sort()).toEqual([
        'gridsColumnState',
        'portalToken',
        'selectedAssociationId',
        'selectedPropertyId',
        'token',
      ]);
    } finally {
      if (previous) Object.defineProperty(globalThis, 'localStorage', previous);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('on reload refreshes the user and the accounts', async () => {
    const token = tokenFor(7);
    const { controller, store, order } = setup({}, { token, portalToken: 'p', isLoggedIn: true });
    await controller.restore();
    expect(order).toEqual(['user 7', 'accounts']);
    expect(store.get()).toMatchObject({ isLoggedIn: true, user: { userId: 7 }, token });
  });

  it('with no token the user is logged out on reload', async () => {
    const { controller, store, api } = setup({}, { isLoggedIn: true, selectedPropertyId: 2 });
    await controller.restore();
    expect(store.get().isLoggedIn).toBe(false);
    expect(store.get().selectedPropertyId).toBeNull();
    expect(api.getUser).not.toHaveBeenCalled();
    expect(restoredSession({})?.isLoggedIn).toBe(false);
  });

  it('renews an expired stored token before refreshing', async () => {
    const { controller, order, store } = setup({}, { token: tokenFor(7, -5), portalToken: 'p-old' });
    await controller.restore();
    expect(order).toEqual(['renew p-old', 'user 7', 'accounts']);
    expect(store.get().portalToken).toBe('pt-2');
  });
});

describe('renewal', () => {
  it('is scheduled 60 s before the access token expires, and rotates the portal token', async () => {
    const { controller, timers, store, order } = setup();
    await controller.signIn(tokenFor(7, 900));
    expect(timers.at(-1)?.delayMs).toBe(840_000);
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(store.get().portalToken).toBe('pt-2'));
    expect(order).toContain('renew pt-1');
    expect(store.get().refreshing).toBe(false);
  });

  it('sets refreshing while it happens and shares one renewal between concurrent callers', async () => {
    let finish: (value: { portalToken: string; access: AccessTokenResponse }) => void = () => undefined;
    const renewAccess = vi.fn(
      () =>
        new Promise<{ portalToken: string; access: AccessTokenResponse }>((resolve) => {
          finish = resolve;
        }),
    );
    const { controller, store } = setup({ renewAccess }, { token: tokenFor(7), portalToken: 'p' });
    const first = controller.renew();
    const second = controller.renew();
    expect(store.get().refreshing).toBe(true);
    finish({ portalToken: 'p2', access: access(tokenFor(7)) });
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(renewAccess).toHaveBeenCalledTimes(1);
    expect(store.get().refreshing).toBe(false);
  });

  it('reports failure and logs out when a timed renewal fails', async () => {
    const { controller, timers, store, onRenewalFailed } = setup({
      renewAccess: () => Promise.reject(new Error('401')),
    });
    await controller.signIn(tokenFor(7, 900));
    timers.at(-1)?.run();
    await vi.waitFor(() => expect(onRenewalFailed).toHaveBeenCalled());
    expect(store.get()).toMatchObject({ token: null, isLoggedIn: false, refreshing: false });
  });

  it('without a portal token there is nothing to renew', async () => {
    const { controller, api } = setup();
    await expect(controller.renew()).resolves.toBe(false);
    expect(api.renewAccess).not.toHaveBeenCalled();
  });
});
