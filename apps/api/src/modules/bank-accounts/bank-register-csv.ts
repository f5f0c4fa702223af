import { type RegisterItem, registerCsvColumns } from '@hoa/contracts/bank-accounts';
import { stringify } from 'csv-stringify/sync';
import { centsToDecimal } from '../statements/transaction-history-csv';

/**
 * A bank register as CSV for spreadsheets: a UTF-8 byte-order mark, CRLF line ends, amounts and
 * running balances as signed decimals ("-12.50"). Text starting with = + - @ tab or CR gets a leading
 * apostrophe (formula injection); amounts go in as numbers of cents, which that rule leaves alone.
 */
export function registerCsv(lines: readonly RegisterItem[]): string {
  return stringify(
    lines.map((line) => [line.date, line.description, line.kind, line.amount, line.balance]),
    {
      bom: true,
      header: true,
      columns: [...registerCsvColumns],
      record_delimiter: 'windows',
      escape_formulas: true,
      cast: { number: (value) => centsToDecimal(value) },
    },
  );
}
