import { z } from 'zod';

/*
 * The field types every request schema builds on (ADR 099): whatever a caller sends reaches the
 * database only as a value its column can hold, so bad input is a 400 naming the field, never a 500.
 */

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const maxRecordId = 2_147_483_647;

/** A record's id in a JSON body: a whole number from 1 to PostgreSQL's largest `integer`. */
export const recordId = z.number().int().min(1).max(maxRecordId);

/** A record's id in a path or query string (text in the URL, the same range as `recordId`). */
export const recordIdParam = z.coerce.number().int().min(1).max(maxRecordId);

export const nulMessage = 'Must not contain the NUL character (U+0000)';

/**
 * Text from a caller: a string without NUL, the one character PostgreSQL's `text` cannot store.
 * Chain `.min`, `.max`, `.trim` as on `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), { error: nulMessage });

/** The message for a well-formed day that does not exist (2026-02-30). */
export const notARealDateMessage = 'The date is not a real calendar date.';

/** Whether YYYY-MM-DD names a day that exists, in years 0001–9999 (what PostgreSQL's `date` holds). */
function existingDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  return year > 0 && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * A calendar day, YYYY-MM-DD: a malformed value gets `message`, a well-formed day that does not exist
 * (2024-02-30) gets `notARealDateMessage`.
 */
export const calendarDate = (message = 'Use the date format YYYY-MM-DD') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(existingDay, { error: notARealDateMessage })
    .meta({ format: 'date' });
