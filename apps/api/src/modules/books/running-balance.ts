import { calendarDate, recordId } from '@hoa/contracts/request-fields';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/**
 * Keyset pages of journal lines, newest first by (effective date, line id), each line with the running
 * balance after it (the homeowner ledger and the bank register share it). The cursor says where the next
 * (older) page starts: after line `id` of day `date`, with `balanceBefore` the running balance before that
 * line, so a later page needs no sum over the lines it skips. `scope` ties the cursor to the list it came
 * from (a sub-ledger, a bank account). Opaque to clients (base64url JSON); a forged balance can only
 * mislead the caller about a list they are authorized to read, since the list is authorized on every call.
 */
export interface RunningBalanceCursor {
  scope: number;
  date: string;
  id: number;
  balanceBefore: number;
}

const wireSchema = z.object({
  s: recordId,
  d: calendarDate(),
  i: z.number().int().positive(),
  b: z.number().int().refine(Number.isSafeInteger),
});

export function encodeRunningBalanceCursor(cursor: RunningBalanceCursor): string {
  const wire: z.infer<typeof wireSchema> = {
    s: cursor.scope,
    d: cursor.date,
    i: cursor.id,
    b: cursor.balanceBefore,
  };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

export const malformedCursor = (
  detail = 'The cursor is not one this list gave out. Start again from the first page.',
) => new AppError('BAD_REQUEST', 'Bad Request', { errorCode: 'INVALID_CURSOR', detail });

/** The cursor a page of this list (`scope`) handed out; 400 for anything else. */
export function decodeRunningBalanceCursor(
  text: string,
  scope: number,
  detail?: string,
): RunningBalanceCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw malformedCursor(detail);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformedCursor(detail);
  }
  const parsed = wireSchema.safeParse(json);
  if (!parsed.success || parsed.data.s !== scope) throw malformedCursor(detail);
  return { scope, date: parsed.data.d, id: parsed.data.i, balanceBefore: parsed.data.b };
}

/**
 * A page from `limit + 1` lines read newest first: the first `limit` with the running balance after
 * each, counting down from `top` (the balance after the newest line), and the cursor of the next page
 * when there is one more line.
 */
export function runningBalancePage<Row extends { id: number; date: string; amount: number }>(
  rows: readonly Row[],
  limit: number,
  top: number,
  scope: number,
): { items: (Row & { balance: number })[]; nextCursor: string | null } {
  let balance = top;
  const items = rows.slice(0, limit).map((row) => {
    const after = balance;
    balance -= row.amount;
    return { ...row, balance: after };
  });
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeRunningBalanceCursor({ scope, date: last.date, id: last.id, balanceBefore: balance })
      : null;
  return { items, nextCursor };
}
