import { type Cents, cents, formatCents } from '@hoa/contracts/money';
import type { StatementLine } from './statement-document';
import { toWinAnsi } from './win-ansi';

/** `YYYY-MM-DD` → `MM/DD/YYYY`. */
export function usDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

export function periodText(period: { from: string; to: string }): string {
  return `${usDate(period.from)} \u2013 ${usDate(period.to)}`;
}

export function formatGeneratedAt(at: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone must not stop the statement; UTC is printed as such.
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  return toWinAnsi(formatter.format(at));
}

export function money(amount: number): string {
  return formatCents(amount as Cents);
}

/** Charges, and payments and credits as a positive amount, over the lines. */
export function totals(lines: StatementLine[]): { charges: Cents; credits: Cents } {
  let charges = 0;
  let credits = 0;
  for (const line of lines) {
    if (line.amount > 0) charges += line.amount;
    else credits -= line.amount;
  }
  return { charges: cents(charges), credits: cents(credits) };
}
