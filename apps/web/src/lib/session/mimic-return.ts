import { isRecord, optionalString } from '../persisted-store';
import type { SetAsideSession } from './session-controller';

/** Where the staff session waits while its member acts as a homeowner: this tab only, gone with it. */
const key = 'hoa.mimic-return';

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // sandboxed iframes and some privacy modes: Exit then signs out, as before
    return null;
  }
}

/** Keeps the staff session (set aside, not ended) for the mimic banner's Exit. */
export function keepForMimicReturn(saved: SetAsideSession | null): void {
  if (saved) tabStorage()?.setItem(key, JSON.stringify(saved));
}

/** The staff session kept when mimic mode began, taken out of storage; null when there is none. */
export function takeMimicReturn(): SetAsideSession | null {
  const storage = tabStorage();
  const raw = storage?.getItem(key);
  storage?.removeItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const token = isRecord(value) ? optionalString(value.token) : null;
    return token && isRecord(value) ? { token, portalToken: optionalString(value.portalToken) } : null;
  } catch {
    return null;
  }
}
