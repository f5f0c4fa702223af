/** A tiny external store kept in localStorage, readable from React (useSyncExternalStore) and from plain code. */
export interface PersistedStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | null {
  try {
    // Storage access throws in sandboxed iframes and some privacy modes; the store then lives in memory.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createPersistedStore<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | null,
  /** What is written to storage; the whole value by default. */
  serialize: (value: T) => unknown = (value) => value,
): PersistedStore<T> {
  const listeners = new Set<() => void>();
  let value = read();

  function read(): T {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return initial;
      return parse(JSON.parse(raw)) ?? initial;
    } catch {
      return initial;
    }
  }

  function write(next: T) {
    value = next;
    try {
      storage()?.setItem(key, JSON.stringify(serialize(next)));
    } catch {
      // Quota or privacy errors must not break the app; the value still lives in memory.
    }
    for (const listener of listeners) listener();
  }

  return {
    get: () => value,
    set: (next) => write(typeof next === 'function' ? (next as (current: T) => T)(value) : next),
    reset: () => write(initial),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
