import { stringify } from 'csv-stringify/sync';
import { type StatementLine, statementLineKindLabel } from './statement-document';

export const transactionHistoryCsvColumns = [
  'Date',
  'Description',
  'Type',
  'Charges',
  'Payments/Credits',
  'Balance',
] as const;

/** Integer cents → "1234.56" / "-0.05": exact, no currency sign, no grouping. */
export function centsToDecimal(amount: number): string {
  const magnitude = Math.abs(amount);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${fraction}`;
}

/**
 * The transaction history as CSV for spreadsheets: a UTF-8 byte-order mark (so Excel reads it as
 * UTF-8), CRLF line ends, charges and payments/credits in separate columns as positive decimals,
 * the running balance signed.
 *
 * Formula injection: text cells starting with = + - @ tab or CR (and their full-width forms) get a
 * leading apostrophe (csv-stringify's `escape_formulas`). Amounts go in as numbers of cents, which
 * `escape_formulas` leaves alone, so a negative balance stays a number.
 */
export function transactionHistoryCsv(lines: readonly StatementLine[]): string {
  const records = lines.map((line) => [
    line.date,
    line.description,
    statementLineKindLabel(line.kind),
    line.amount > 0 ? line.amount : '',
    line.amount < 0 ? -line.amount : '',
    line.balance,
  ]);
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...transactionHistoryCsvColumns],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { number: (value) => centsToDecimal(value) },
  });
}
