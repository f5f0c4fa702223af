import { useSyncExternalStore } from 'react';
import { createPersistedStore } from '../persisted-store';
import { initialSession, persistedPart, restoredSession, type SessionState } from './session-state';
import { readTokenClaims } from './token-claims';

export const sessionStore = createPersistedStore<SessionState>(
  'hoa.session',
  initialSession,
  restoredSession,
  persistedPart,
);

/** Reads one slice of the session; re-renders only when that slice changes identity. */
export function useSessionValue<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.get()),
    () => select(sessionStore.get()),
  );
}

/** The signed-in user whose reads the queries load and are keyed by; null while logged out (queries wait). */
export const useSignedInUserId = () => useSessionValue((s) => (s.isLoggedIn ? s.userId : null));

/** The owner of record the signed-in user is for the selected property (else their first); null when none. */
export const useOwnerId = () =>
  useSessionValue((s) => {
    const selected = s.properties.find((p) => p.propertyId === s.selectedPropertyId);
    const owned = selected && selected.ownerId > 0 ? selected : s.properties.find((p) => p.ownerId > 0);
    return owned?.ownerId ?? null;
  });

/** Whether staff are acting as this user (mimic mode): reads work, the user's own writes are refused. */
export const useIsMimic = () =>
  useSessionValue((s) => (s.token ? readTokenClaims(s.token).actorUserId !== null : false));
