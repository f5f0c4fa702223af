import { type ViolationRow, violationCsvColumns, violationStageLabels } from '@hoa/contracts/violations';
import { stringify } from 'csv-stringify/sync';

const recordOf = (row: ViolationRow): (string | number)[] => [
  row.id,
  row.accountNumber,
  row.address,
  row.ownerName,
  row.category,
  row.ruleReference,
  row.observedOn,
  violationStageLabels[row.stage],
  row.stageChangedAt.slice(0, 10),
  row.pendingEscalation ? violationStageLabels[row.pendingEscalation] : '',
  row.photoCount,
  row.description,
];

/** The violations grid as CSV (BOM, CRLF, formulas escaped), like the other board exports. */
export const violationsCsv = (rows: readonly ViolationRow[]): string =>
  stringify(rows.map(recordOf), {
    bom: true,
    header: true,
    columns: [...violationCsvColumns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
