import { invoiceStatusLabels } from '@hoa/contracts/association-books';
import { type InvoiceSummary, invoiceCsvColumns } from '@hoa/contracts/vendor-invoices';
import { stringify } from 'csv-stringify/sync';
import { centsToDecimal } from '../statements/transaction-history-csv';

function recordOf(invoice: InvoiceSummary): (string | number)[] {
  return [
    invoice.id,
    invoice.vendorName,
    invoice.invoiceNumber,
    centsToDecimal(invoice.amount),
    invoice.expenseAccount.name,
    invoice.invoiceDate,
    invoice.dueDate,
    invoiceStatusLabels[invoice.status],
    invoice.approvals,
    invoice.approvalsNeeded,
    invoice.duplicateOf ? invoice.duplicateOf.invoiceNumber : '',
    invoice.description,
  ];
}

/**
 * The board's invoice grid as CSV: a UTF-8 byte-order mark (Excel then reads UTF-8), CRLF line ends,
 * and text starting with = + - @ tab or CR escaped against formula injection.
 */
export const invoicesCsv = (invoices: readonly InvoiceSummary[]): string =>
  stringify(invoices.map(recordOf), {
    bom: true,
    header: true,
    columns: [...invoiceCsvColumns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
