import { z } from 'zod';

/** SPEC: statement types, in the order the homeowner sees them. */
export const statementTypes = [
  { id: 'transaction-history', label: 'Transaction history' },
  { id: 'coupons', label: 'Statement with coupons' },
  { id: 'future-charges', label: 'Statement with future charges' },
  { id: 'charge-summary', label: 'Statement with charge summary' },
] as const;

/** SPEC: statement durations, in the order the homeowner sees them. */
export const statementDurations = [
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'last-60-days', label: 'Last 60 days' },
  { id: 'ytd', label: 'YTD' },
  { id: 'last-calendar-year', label: 'Last calendar year' },
  { id: 'full-history', label: 'Full history' },
] as const;

export type StatementTypeId = (typeof statementTypes)[number]['id'];
export type StatementDurationId = (typeof statementDurations)[number]['id'];

export const statementTypeSchema = z.enum(
  statementTypes.map((type) => type.id) as [StatementTypeId, ...StatementTypeId[]],
);
export const statementDurationSchema = z.enum(
  statementDurations.map((duration) => duration.id) as [StatementDurationId, ...StatementDurationId[]],
);

export function statementTypeLabel(id: StatementTypeId): string {
  return statementTypes.find((type) => type.id === id)?.label ?? id;
}

export function statementDurationLabel(id: StatementDurationId): string {
  return statementDurations.find((duration) => duration.id === id)?.label ?? id;
}

/** An inclusive range of calendar dates, both `YYYY-MM-DD`. */
export interface StatementPeriod {
  from: string;
  to: string;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** `YYYY-MM-DD` → days since 1970-01-01; throws on anything that is not a real calendar date. */
function toDayNumber(date: string): number {
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got ${JSON.stringify(date)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return ms / dayMs;
}

function fromDayNumber(days: number): string {
  return new Date(days * dayMs).toISOString().slice(0, 10);
}

/** Adds (or, negative, subtracts) whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * The dates a statement covers. `today` is the current date in the association's time zone and
 * `firstActivity` the account's first transaction date (null when it has none); both `YYYY-MM-DD`.
 */
export function statementPeriod(
  duration: StatementDurationId,
  today: string,
  firstActivity: string | null,
): StatementPeriod {
  toDayNumber(today);
  const year = Number(today.slice(0, 4));
  switch (duration) {
    case 'last-30-days':
      return { from: addDays(today, -29), to: today };
    case 'last-60-days':
      return { from: addDays(today, -59), to: today };
    case 'ytd':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last-calendar-year': {
      const previous = String(year - 1).padStart(4, '0');
      return { from: `${previous}-01-01`, to: `${previous}-12-31` };
    }
    case 'full-history': {
      if (firstActivity === null) return { from: today, to: today };
      toDayNumber(firstActivity);
      return { from: firstActivity < today ? firstActivity : today, to: today };
    }
  }
}
