import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The instant of a wall-clock date and time ('YYYY-MM-DD', 'HH:MM') in a time zone. */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, timeZone).getTime());
}

/** The wall-clock date and time of an instant in a time zone. */
export function localParts(instant: Date | string, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(new Date(instant).getTime(), timeZone);
  return { date: format(zoned, 'yyyy-MM-dd'), time: format(zoned, 'HH:mm') };
}

/** Whether a wall-clock date is a real calendar date (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
