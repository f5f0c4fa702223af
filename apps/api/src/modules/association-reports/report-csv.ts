import { stringify } from 'csv-stringify/sync';
import { centsToDecimal } from '../statements/transaction-history-csv';
import type { ReportCell, ReportDocument } from './report-document';

/** A percentage in a CSV cell: a plain number to one decimal, empty when there is none. */
interface PercentValue {
  percent: number | null;
}

function csvValueOf(cell: ReportCell): string | number | PercentValue {
  if (typeof cell === 'string') return cell;
  if ('cents' in cell) return cell.cents;
  if ('count' in cell) return String(cell.count);
  return { percent: cell.percent };
}

/**
 * A report as CSV for spreadsheets, the way the other exports write it: a UTF-8 byte-order mark, CRLF
 * line ends, a "Section" column (the table each row belongs to), amounts as exact decimals without a
 * currency sign. Text that could start a formula gets a leading apostrophe (`escape_formulas`);
 * amounts go in as numbers of cents, which it leaves alone, so a negative amount stays a number.
 */
export function reportCsv(document: ReportDocument): string {
  const records = document.tables.flatMap((table) =>
    table.rows.map((row) => [table.title, ...row.cells.map(csvValueOf)]),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: ['Section', ...document.columns.map((column) => column.header)],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: {
      number: (value) => centsToDecimal(value),
      object: (value) => {
        const { percent } = value as unknown as PercentValue;
        return percent === null ? '' : percent.toFixed(1);
      },
    },
  });
}
