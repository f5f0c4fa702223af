import { useSyncExternalStore } from 'react';

/** Which role-bound areas the navigation offers; the signed-in bootstrap fills it from HomeSettings and Security. */
export interface NavAccessFlags {
  isBoardMember: boolean;
  isStaff: boolean;
}

const none: NavAccessFlags = { isBoardMember: false, isStaff: false };
let flags = none;
const listeners = new Set<() => void>();

export function setNavAccess(next: NavAccessFlags): void {
  if (next.isBoardMember === flags.isBoardMember && next.isStaff === flags.isStaff) return;
  flags = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavAccess(): NavAccessFlags {
  return useSyncExternalStore(
    subscribe,
    () => flags,
    () => flags,
  );
}
