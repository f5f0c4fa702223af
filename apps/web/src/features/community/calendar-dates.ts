import { formatCalendarDate, formatMonth } from '@hoa/contracts/format';
import { addCalendarDays } from '@hoa/contracts/payment-rules';

export type CalendarView = 'month' | 'week' | 'list';

/** Day of the week of a calendar date (0 = Sunday). */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export const startOfWeek = (date: string) => addCalendarDays(date, -weekdayOf(date));

/** The days a view shows: the month's weeks (Sunday first), one week, or 60 days from the anchor. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addCalendarDays(startOfWeek(anchor), i));
  if (view === 'list') return Array.from({ length: 60 }, (_, i) => addCalendarDays(anchor, i));
  const first = `${anchor.slice(0, 7)}-01`;
  const start = startOfWeek(first);
  const days: string[] = [];
  for (let day = start; days.length < 42; day = addCalendarDays(day, 1)) {
    if (days.length % 7 === 0 && days.length >= 28 && day.slice(0, 7) !== first.slice(0, 7)) break;
    days.push(day);
  }
  return days;
}

/** The anchor one step back or forward. */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  if (view === 'week') return addCalendarDays(anchor, 7 * direction);
  if (view === 'list') return addCalendarDays(anchor, 60 * direction);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month - 1 + direction, 1));
  return next.toISOString().slice(0, 10);
}

export function viewTitle(view: CalendarView, days: string[], anchor: string): string {
  if (view === 'month') return formatMonth(anchor);
  return `${formatCalendarDate(days[0] as string)} – ${formatCalendarDate(days.at(-1) as string)}`;
}
