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

/**
 * A calendar day, YYYY-MM-DD, that exists (no 2024-02-30) in years 0001–9999, which PostgreSQL's
 * `date` holds.
 */
export const calendarDate = (message = 'Use the date format YYYY-MM-DD') =>
  z.iso.date({ error: message }).refine((value) => !value.startsWith('0000'), { error: message });
