import { decodeRunningBalanceCursor, encodeRunningBalanceCursor } from '../books/running-balance';

/**
 * Where the next (older) ledger page starts: after line `id` of date `date`, with `balanceBefore` the
 * running balance before that line; the sub-ledger id ties the cursor to its ledger (the shared keyset
 * cursor of `books/running-balance.ts`).
 */
export interface LedgerCursor {
  subLedgerId: number;
  date: string;
  id: number;
  balanceBefore: number;
}

export const encodeLedgerCursor = ({ subLedgerId, ...cursor }: LedgerCursor): string =>
  encodeRunningBalanceCursor({ scope: subLedgerId, ...cursor });

/** The cursor a ledger page handed out for this sub-ledger; 400 for anything else. */
export function decodeLedgerCursor(text: string, subLedgerId: number): LedgerCursor {
  const { scope, ...cursor } = decodeRunningBalanceCursor(
    text,
    subLedgerId,
    'The cursor is not one this ledger gave out. Start again from the first page.',
  );
  return { subLedgerId: scope, ...cursor };
}
