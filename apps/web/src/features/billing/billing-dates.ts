import { formatInstantDate, formatTimeOfDay } from '@hoa/contracts/format';
import { calendarDateIn, cutoffTimeZone } from '@hoa/contracts/payment-rules';

/** Today's calendar date (YYYY-MM-DD) where payment dates are kept: the association's time zone. */
export function todayForPayments(now: Date = new Date()): string {
  return calendarDateIn(now, cutoffTimeZone);
}

/** An instant as the Eastern time and date it falls on: "8:00 PM ET on Mar 3, 2026". */
export function formatEasternDeadline(instant: string): string {
  return `${formatTimeOfDay(instant, cutoffTimeZone)} ET on ${formatInstantDate(instant, cutoffTimeZone)}`;
}

/** The next `count` months from today's month: ["2026-05", "2026-06", …]. */
export function upcomingMonths(today: string, count: number, skipCurrent = true): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = skipCurrent ? 1 : 0; months.length < count; i++) {
    const index = year * 12 + (month - 1) + i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}
