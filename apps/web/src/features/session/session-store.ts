import { useSyncExternalStore } from 'react';
import { createPersistedStore, isRecord, optionalString } from '../../app/persisted-store';

/**
 * The tokens the API clients attach. The full session model (user, properties, mimic mode)
 * comes with the login issue; this holds only what the clients need now.
 */
export interface SessionTokens {
  /** Access token of the logged-in user. */
  token: string | null;
  /** Rotating refresh token (SPEC §7 "portal token"). */
  portalToken: string | null;
  /** Token of the express-pay link flow, used instead of a login. */
  epayToken: string | null;
}

const signedOut: SessionTokens = { token: null, portalToken: null, epayToken: null };

export const sessionStore = createPersistedStore<SessionTokens>('hoa.session', signedOut, (raw) =>
  isRecord(raw)
    ? {
        token: optionalString(raw.token),
        portalToken: optionalString(raw.portalToken),
        epayToken: optionalString(raw.epayToken),
      }
    : null,
);

export function setSessionTokens(tokens: Partial<SessionTokens>): void {
  sessionStore.set((current) => ({ ...current, ...tokens }));
}

export function clearSession(): void {
  sessionStore.reset();
}

export function useSessionTokens(): SessionTokens {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
