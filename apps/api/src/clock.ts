/** The one source of "now"; domain code takes a Clock instead of calling Date.now(). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stuck at `at` until moved; for tests. */
export function fixedClock(at: Date): Clock & { set(next: Date): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
}
