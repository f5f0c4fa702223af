import { createHash } from 'node:crypto';

/**
 * ACH timing in the sandbox: settlement and returns fall on business days (Monday to Friday, in UTC;
 * holidays are not modelled), at 14:00 UTC, the hour of the sandbox's daily settlement batch.
 */

const dayMs = 86_400_000;
export const settlementHourUtc = 14;

export function isBusinessDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** 14:00 UTC on the `count`-th business day after the (UTC) day of `from`. */
export function businessDaysAfter(from: Date, count: number): Date {
  let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let left = count; left > 0; ) {
    day += dayMs;
    if (isBusinessDay(new Date(day))) left--;
  }
  return new Date(day + settlementHourUtc * 3_600_000);
}

/**
 * How many business days a bank charge takes to settle: 2, 3 or 4, fixed by its idempotency key so
 * the same request always settles on the same day (and tests can tell which).
 */
export function settlementDaysOf(idempotencyKey: string): 2 | 3 | 4 {
  const digest = createHash('sha256').update(idempotencyKey).digest();
  return (2 + (digest.readUInt32BE(0) % 3)) as 2 | 3 | 4;
}

export interface BankTimeline {
  settlesAt: Date;
  /** One business day after settling, for accounts that return. */
  returnsAt: Date | null;
}

export function bankTimelineOf(createdAt: Date, idempotencyKey: string, returns: boolean): BankTimeline {
  const settlesAt = businessDaysAfter(createdAt, settlementDaysOf(idempotencyKey));
  return { settlesAt, returnsAt: returns ? businessDaysAfter(settlesAt, 1) : null };
}
