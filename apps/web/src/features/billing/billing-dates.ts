import { calendarDateIn, cutoffTimeZone } from '@hoa/contracts/payment-rules';

/** Today's calendar date (YYYY-MM-DD) where payment dates are kept: the association's time zone. */
export function todayForPayments(now: Date = new Date()): string {
  return calendarDateIn(now, cutoffTimeZone);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const easternDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: cutoffTimeZone });
const easternTime = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: cutoffTimeZone,
});

/** A calendar date "2026-03-04" as "Mar 4, 2026" (no time zone shift: it is a date, not an instant). */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "2026-05" as "May 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** An instant as the Eastern time and date it falls on: "8:00 PM ET on Mar 3, 2026". */
export function formatEasternDeadline(instant: string): string {
  const at = new Date(instant);
  return `${easternTime.format(at)} ET on ${easternDate.format(at)}`;
}

/** An instant as a local date, for "accepted on …". */
export function formatInstantDate(instant: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(instant));
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
