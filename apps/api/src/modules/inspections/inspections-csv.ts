import { type InspectionRow, inspectionCsvColumns, inspectionStatusLabels } from '@hoa/contracts/inspections';
import { stringify } from 'csv-stringify/sync';

const recordOf = (row: InspectionRow): (string | number)[] => [
  row.id,
  row.inspectedOn,
  row.inspectorName,
  row.area,
  inspectionStatusLabels[row.status],
  row.findingCount,
  row.violationCount,
];

/** The inspections grid as CSV (BOM, CRLF, formulas escaped), like the other board exports. */
export const inspectionsCsv = (rows: readonly InspectionRow[]): string =>
  stringify(rows.map(recordOf), {
    bom: true,
    header: true,
    columns: [...inspectionCsvColumns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
