/**
 * The one way dates, times, money, phone numbers and counts are written for people (ADR 106): US English,
 * "Mar 4, 2026", "Mar 4, 2026, 3:00 PM", "2:00 PM", "$1,234.56", "(410) 555-0142", "1 homeowner".
 * Calendar dates ('YYYY-MM-DD') are dates, never shifted by a time zone; instants are shown in the
 * reader's time zone unless one is given.
 */
import { type Cents, formatCents } from './money';

const locale = 'en-US';
const utcNoon = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

const calendarDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
const calendarMonth = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const calendarWeekday = new Intl.DateTimeFormat(locale, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const clockTime = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** Money in integer cents: "$1,234.56", "-$5.00". */
export function formatMoney(amount: number): string {
  return formatCents(amount as Cents);
}

/** A calendar date "2026-03-04" (or the date part of a longer string) as "Mar 4, 2026". */
export function formatCalendarDate(date: string): string {
  return calendarDate.format(utcNoon(date));
}

/** A month "2026-05" or a date in it as "May 2026". */
export function formatMonth(month: string): string {
  return calendarMonth.format(utcNoon(month.length === 7 ? `${month}-01` : month));
}

/** A calendar date as "Wednesday, March 4". */
export function formatWeekday(date: string): string {
  return calendarWeekday.format(utcNoon(date));
}

/** A wall-clock time "14:30" as "2:30 PM". */
export function formatClockTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return clockTime.format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** A wall-clock time range "10:00"–"12:00" as "10:00 AM–12:00 PM". */
export function formatClockRange(start: string, end: string): string {
  return `${formatClockTime(start)}–${formatClockTime(end)}`;
}

/** An instant as the date it falls on: "Mar 4, 2026" (the reader's time zone unless one is given). */
export function formatInstantDate(instant: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(instant));
}

/** An instant as "Mar 4, 2026, 3:00 PM" (the reader's time zone unless one is given). */
export function formatDateTime(instant: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/** An instant's time of day: "3:00 PM" (the reader's time zone unless one is given). */
export function formatTimeOfDay(instant: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(instant),
  );
}

/**
 * A North American phone number as "(410) 555-0142" whatever way it was typed ("410.555.0142",
 * "+1 410 555 0142"); anything else (an extension, a foreign number) is shown as typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** A whole number with thousands separators: "1,234". */
export function formatCount(count: number): string {
  return count.toLocaleString(locale);
}

/** "1 homeowner", "2 homeowners", "0 homeowners"; `plural` for irregular words ("1 query", "2 queries"). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** A percentage to one decimal: "12.5%", "-3.0%"; null (no basis to compare with) as an em dash. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '\u2014';
  return `${percent.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** A file's size as people read it: "812 B", "34 KB", "2.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
