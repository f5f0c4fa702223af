import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { decodeLedgerCursor, encodeLedgerCursor } from './ledger-cursor';

const cursor = { subLedgerId: 7, date: '2026-02-28', id: 123_456_789, balanceBefore: -4_250 };

describe('ledger cursor', () => {
  it('round-trips as URL-safe text', () => {
    const text = encodeLedgerCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLedgerCursor(text, 7)).toEqual(cursor);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['another sub-ledger', encodeLedgerCursor({ ...cursor, subLedgerId: 8 })],
    ['no such date', encodeLedgerCursor({ ...cursor, date: '2026-02-29' })],
    ['a fractional balance', encodeLedgerCursor({ ...cursor, balanceBefore: 0.5 })],
    ['an unsafe balance', encodeLedgerCursor({ ...cursor, balanceBefore: 2 ** 60 })],
    ['a zero id', encodeLedgerCursor({ ...cursor, id: 0 })],
  ])('refuses %s with a 400', (_, text) => {
    expect(() => decodeLedgerCursor(text, 7)).toThrow(AppError);
    try {
      decodeLedgerCursor(text, 7);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(400);
    }
  });
});
