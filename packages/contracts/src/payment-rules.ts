import { TZDate } from '@date-fns/tz';
import { addBusinessDays, addDays, format, parseISO } from 'date-fns';
import { type Cents, cents, percentOfCents } from './money';

/** SPEC §9: payments over this amount incur the association's largeAmountFee percentage. */
export const largeAmountThreshold = cents(200_000);
/** SPEC §9: a payment for the same account in this window prompts the duplicate warning. */
export const duplicateWindowHours = 12;
/** SPEC §9: upcoming charges are those due within this many days. */
export const upcomingChargeDays = 25;
/** SPEC §9: card or bank funds are pulled 2–4 business days after the authorized date. */
export const fundsPulledBusinessDays = { min: 2, max: 4 } as const;
/** SPEC §9: the edit/cancel cutoff is 8:00pm Eastern on the day before the scheduled date. */
export const cutoffTimeZone = 'America/New_York';
export const cutoffHour = 20;
/** Guard against typos: no single portal payment above this (cents). */
export const maximumPaymentAmount = cents(100_000_000);
/** The furthest ahead a payment may be scheduled. */
export const maximumScheduleDays = 366;

export type FeeType = 'percent' | 'flat';

export interface FeeOption {
  feeType: FeeType;
  /** For `percent`: hundredths of a percent (250 = 2.5 %). */
  feeBasisPoints: number;
  /** For `flat`: cents. */
  feeFlat: number;
}

export interface Fees {
  amount: Cents;
  processingFee: Cents;
  largeAmountFee: Cents;
  total: Cents;
}

/**
 * The one fee computation (DESIGN.md "Data"): the processing fee of the method's option (a
 * percentage of the amount, half-up to the cent, or a flat amount) plus, on amounts over $2,000.00,
 * the association's largeAmountFee percentage of the amount.
 */
export function computeFees(amount: Cents, option: FeeOption, largeAmountFeeBasisPoints: number): Fees {
  if (amount <= 0) throw new RangeError('A payment amount must be positive');
  const processingFee =
    option.feeType === 'percent' ? percentOfCents(amount, option.feeBasisPoints) : cents(option.feeFlat);
  const largeAmountFee =
    amount > largeAmountThreshold ? percentOfCents(amount, largeAmountFeeBasisPoints) : cents(0);
  return { amount, processingFee, largeAmountFee, total: cents(amount + processingFee + largeAmountFee) };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

export function addCalendarDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

export function addBusinessDaysTo(date: string, days: number): string {
  return format(addBusinessDays(parseISO(date), days), 'yyyy-MM-dd');
}

/**
 * The last moment a scheduled payment can be edited or removed: 8:00pm US Eastern on the day before
 * its date (SPEC §4), as an instant; correct on both sides of a daylight-saving change.
 */
export function editCutoff(scheduledDate: string): Date {
  const [year, month, day] = addCalendarDays(scheduledDate, -1).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(new TZDate(year, month - 1, day, cutoffHour, 0, 0, cutoffTimeZone).getTime());
}

export function isBeforeCutoff(scheduledDate: string, now: Date): boolean {
  return now.getTime() < editCutoff(scheduledDate).getTime();
}

/** Adds whole months to a date, keeping the day (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export const intervalMonths = { monthly: 1, quarterly: 3, yearly: 12 } as const;
