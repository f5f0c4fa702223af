import { calendarDate, recordId } from '@hoa/contracts/request-fields';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';

/**
 * Where the next (older) ledger page starts: after line `id` of date `date`, with `balanceBefore` the
 * running balance before that line, so a later page needs no sum over the lines it skips. The
 * sub-ledger id ties the cursor to its ledger. Opaque to clients (base64url JSON); a forged balance
 * can only mislead the caller about their own ledger, since the sub-ledger is authorized on every call.
 */
export interface LedgerCursor {
  subLedgerId: number;
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

export function encodeLedgerCursor(cursor: LedgerCursor): string {
  const wire: z.infer<typeof wireSchema> = {
    s: cursor.subLedgerId,
    d: cursor.date,
    i: cursor.id,
    b: cursor.balanceBefore,
  };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

const malformed = () =>
  new AppError('BAD_REQUEST', 'Bad Request', {
    errorCode: 'INVALID_CURSOR',
    detail: 'The cursor is not one this ledger gave out. Start again from the first page.',
  });

/** The cursor a ledger page handed out for this sub-ledger; 400 for anything else. */
export function decodeLedgerCursor(text: string, subLedgerId: number): LedgerCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw malformed();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  const parsed = wireSchema.safeParse(json);
  if (!parsed.success || parsed.data.s !== subLedgerId) throw malformed();
  return { subLedgerId, date: parsed.data.d, id: parsed.data.i, balanceBefore: parsed.data.b };
}
