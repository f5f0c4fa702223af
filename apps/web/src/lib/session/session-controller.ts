import type { AccessTokenResponse, User } from '@hoa/contracts/auth';
import { isPmbEnabled } from '@hoa/contracts/user-settings';
import type { PersistedStore } from '../persisted-store';
import { loggedOut, type SessionAccount, type SessionState } from '../session-store/session-state';
import { readTokenClaims } from '../session-store/token-claims';

/** Renew this long before the access token expires. */
export const renewBeforeExpiryMs = 60_000;

/** The users-service calls the session makes; injected so transitions are testable with a fake. */
export interface SessionApi {
  getUser(userId: number): Promise<User>;
  /** POST /Users/Authenticate/PortalToken with the bearer: a new portal token. */
  createPortalToken(): Promise<string>;
  /** POST /Users/Authenticate/PortalToken {portalToken}: rotation plus a renewed access token. */
  renewAccess(portalToken: string): Promise<{ portalToken: string; access: AccessTokenResponse }>;
  revokePortalToken(portalToken: string): Promise<void>;
  /** Sub-ledgers with portalEnabled=true; an empty list when the call is not available. */
  getAccounts(): Promise<SessionAccount[]>;
}

export interface SessionControllerDeps {
  store: PersistedStore<SessionState>;
  api: SessionApi;
  now: () => number;
  setTimer: (run: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Allowed pmb customers from the runtime configuration (default ['all']). */
  pmbCustomers: () => readonly string[];
  /** A timed renewal failed: SPEC §8 logout to /login. */
  onRenewalFailed: () => void;
}

export interface SessionController {
  /** SPEC §4: set the token, load the user and a portal token, mark logged in, then load accounts. */
  signIn(token: string): Promise<void>;
  /** On reload: refresh user and accounts; with no token the user is logged out. */
  restore(): Promise<void>;
  /** Renew the access token with the portal token; concurrent callers share one renewal. */
  renew(): Promise<boolean>;
  logout(): void;
  /**
   * Leaves this session without ending it on the server (staff entering mimic mode): answers its tokens,
   * to come back with `resume`; null when nobody is signed in.
   */
  setAside(): SetAsideSession | null;
  /** Comes back to a session set aside: its tokens again, then the same refresh as a reload. */
  resume(saved: SetAsideSession): Promise<void>;
  refreshAccounts(): Promise<void>;
}

/** The tokens of a session set aside. */
export interface SetAsideSession {
  token: string;
  portalToken: string | null;
}

export function createSessionController(deps: SessionControllerDeps): SessionController {
  const { store, api } = deps;
  let timer: unknown = null;
  let pendingRenewal: Promise<boolean> | null = null;

  const patch = (values: Partial<SessionState>) => store.set((state) => ({ ...state, ...values }));

  function applyToken(token: string) {
    const claims = readTokenClaims(token);
    patch({
      token,
      userId: claims.userId,
      pmbEnabled: isPmbEnabled(claims.customer, deps.pmbCustomers()),
    });
    scheduleRenewal(claims.expiresAtMs);
  }

  function scheduleRenewal(expiresAtMs: number | null) {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (expiresAtMs === null) return;
    const delay = Math.max(0, expiresAtMs - renewBeforeExpiryMs - deps.now());
    timer = deps.setTimer(() => {
      timer = null;
      void renew().then((ok) => {
        if (ok) return;
        logout();
        deps.onRenewalFailed();
      });
    }, delay);
  }

  async function loadUser() {
    const { userId } = store.get();
    if (userId === null) throw new Error('The access token names no user');
    patch({ user: await api.getUser(userId) });
  }

  async function refreshAccounts() {
    const accounts = await api.getAccounts().catch(() => []);
    if (store.get().token) patch({ accounts });
  }

  function renew(): Promise<boolean> {
    if (pendingRenewal) return pendingRenewal;
    const { portalToken } = store.get();
    if (!portalToken) return Promise.resolve(false);
    patch({ refreshing: true });
    pendingRenewal = api
      .renewAccess(portalToken)
      .then(({ portalToken: next, access }) => {
        patch({ portalToken: next, refreshing: false });
        applyToken(access.token);
        return true;
      })
      .catch(() => {
        patch({ refreshing: false });
        return false;
      })
      .finally(() => {
        pendingRenewal = null;
      });
    return pendingRenewal;
  }

  function logout() {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    const { portalToken } = store.get();
    store.set(loggedOut);
    // Revoking is best effort: the session is gone locally whatever the server answers.
    if (portalToken) api.revokePortalToken(portalToken).catch(() => undefined);
  }

  function setAside(): SetAsideSession | null {
    const { token, portalToken } = store.get();
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    store.set(loggedOut);
    return token ? { token, portalToken } : null;
  }

  async function resume(saved: SetAsideSession) {
    logout();
    patch({ token: saved.token, portalToken: saved.portalToken });
    await restore();
  }

  async function signIn(token: string) {
    applyToken(token);
    try {
      await loadUser();
      // A mimic session gets no portal token: it must end with its 30-minute access token.
      const isMimic = readTokenClaims(token).actorUserId !== null;
      patch({ portalToken: isMimic ? null : await api.createPortalToken(), isLoggedIn: true });
    } catch (error) {
      logout();
      throw error;
    }
    await refreshAccounts();
  }

  async function restore() {
    const { token } = store.get();
    if (!token) {
      store.set(loggedOut);
      return;
    }
    const { expiresAtMs } = readTokenClaims(token);
    if (expiresAtMs !== null && expiresAtMs <= deps.now()) {
      if (!(await renew())) {
        logout();
        return;
      }
    } else {
      applyToken(token);
    }
    patch({ isLoggedIn: true });
    // The user and the accounts are read side by side: neither needs the other.
    await Promise.all([
      loadUser().catch(() => {
        // A 401 here already went through renewal and the SPEC §8 logout; other failures keep the session.
      }),
      refreshAccounts(),
    ]);
  }

  return { signIn, restore, renew, logout, setAside, resume, refreshAccounts };
}
