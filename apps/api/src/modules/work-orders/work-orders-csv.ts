import {
  type WorkOrderSummary,
  workOrderCsvColumns,
  workOrderPriorityLabels,
  workOrderStatusLabels,
} from '@hoa/contracts/work-orders';
import { stringify } from 'csv-stringify/sync';
import { centsToDecimal } from '../statements/transaction-history-csv';

const recordOf = (order: WorkOrderSummary): (string | number)[] => [
  order.id,
  order.title,
  order.location,
  order.vendorName ?? '',
  workOrderPriorityLabels[order.priority],
  workOrderStatusLabels[order.status],
  order.estimatedCost === null ? '' : centsToDecimal(order.estimatedCost),
  order.actualCost === null ? '' : centsToDecimal(order.actualCost),
  order.createdAt.slice(0, 10),
  order.description,
];

/** The work order grid as CSV (UTF-8 with BOM, CRLF, formulas escaped), like the invoices' export. */
export const workOrdersCsv = (orders: readonly WorkOrderSummary[]): string =>
  stringify(orders.map(recordOf), {
    bom: true,
    header: true,
    columns: [...workOrderCsvColumns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
