import { useSyncExternalStore } from 'react';
import { createPersistedStore } from '../../app/persisted-store';
import { initialSession, persistedPart, restoredSession, type SessionState } from './session-state';

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
