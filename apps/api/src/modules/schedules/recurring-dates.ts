import { addMonths, intervalMonths } from '@hoa/contracts/payment-rules';
import type { Interval } from '../../db/schema/payments';

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The payment date one interval after `date`, on the day of the month the user chose (`anchorDay`),
 * or the month's last day when it is shorter: the 31st runs Jan 31 → Feb 28 → Mar 31, never drifting
 * to the 28th.
 */
export function nextRecurringDate(date: string, interval: Interval, anchorDay: number): string {
  const moved = addMonths(date, intervalMonths[interval]);
  const [year, month] = moved.split('-').map(Number) as [number, number];
  const day = Math.min(anchorDay, lastDayOf(year, month));
  return `${moved.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

export const dayOfMonth = (date: string) => Number(date.slice(8, 10));
