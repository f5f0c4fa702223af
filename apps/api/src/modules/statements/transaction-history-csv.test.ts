import { cents } from '@hoa/contracts/money';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { makeLines } from '../../../test/statements/fixtures';
import type { StatementLine } from './statement-document';
import { transactionHistoryCsv } from './transaction-history-csv';

function line(description: string, kind: string, amount: number, balance: number): StatementLine {
  return { date: '2025-03-01', description, kind, amount: cents(amount), balance: cents(balance) };
}

function rows(csv: string): string[][] {
  return parse(csv, { bom: true }) as string[][];
}

describe('transactionHistoryCsv', () => {
  it('starts with a UTF-8 BOM and the header, CRLF line ends', () => {
    const csv = transactionHistoryCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe('\ufeffDate,Description,Type,Charges,Payments/Credits,Balance\r\n');
  });

  it('writes amounts as plain decimals: charges and payments/credits positive in their column, balance signed', () => {
    const csv = transactionHistoryCsv([
      line('Monthly assessment', 'assessment', 123_456, 123_456),
      line('Payment - thank you', 'payment', -200_000, -76_544),
      line('Late fee', 'late_fee', 5, -76_539),
      line('Card processing fee', 'processing_fee', 100, -76_439),
      line('Interest adjustment', 'interest_adjustment', -99, -76_538),
    ]);
    expect(rows(csv)).toEqual([
      ['Date', 'Description', 'Type', 'Charges', 'Payments/Credits', 'Balance'],
      ['2025-03-01', 'Monthly assessment', 'Assessment', '1234.56', '', '1234.56'],
      ['2025-03-01', 'Payment - thank you', 'Payment', '', '2000.00', '-765.44'],
      ['2025-03-01', 'Late fee', 'Late fee', '0.05', '', '-765.39'],
      ['2025-03-01', 'Card processing fee', 'Processing fee', '1.00', '', '-764.39'],
      ['2025-03-01', 'Interest adjustment', 'Interest adjustment', '', '0.99', '-765.38'],
    ]);
    expect(csv).not.toContain('$');
    // A negative balance is a number, not an escaped string.
    expect(csv).toContain(',-765.44\r\n');
  });

  it('guards against formula injection in text cells', () => {
    const csv = transactionHistoryCsv([
      line('=HYPERLINK("http://evil.example","click")', 'credit', -100, 0),
      line('+1+2', 'credit', -100, 0),
      line('-2+3', 'credit', -100, 0),
      line('@SUM(A1:A2)', 'credit', -100, 0),
      line('\tTabbed', 'credit', -100, 0),
      line('\rReturn', 'credit', -100, 0),
      line('Fee = 5 + 3', 'credit', -100, 0),
    ]);
    const descriptions = rows(csv)
      .slice(1)
      .map((row) => row[1]);
    expect(descriptions).toEqual([
      '\'=HYPERLINK("http://evil.example","click")',
      "'+1+2",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tTabbed",
      "'\rReturn",
      'Fee = 5 + 3',
    ]);
  });

  it('round-trips quotes, commas and line breaks in descriptions', () => {
    const tricky = [
      'Credit: pool key deposit, "Unit 4", Building A',
      'Two\r\nlines, and "quotes"',
      'Ünïcödé – “curly” ✓',
      '',
    ];
    const csv = transactionHistoryCsv(tricky.map((description) => line(description, 'credit', -1, 0)));
    expect(
      rows(csv)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(tricky);
  });

  it('keeps every line of a long history in order', () => {
    const lines = makeLines(2_000, '2024-01-01', 0);
    const parsed = rows(transactionHistoryCsv(lines));
    expect(parsed).toHaveLength(2_001);
    expect(parsed[2_000]?.[1]).toBe(lines[1_999]?.description);
    expect(parsed[2_000]?.[5]).toBe(((lines[1_999]?.balance ?? 0) / 100).toFixed(2));
  });
});
