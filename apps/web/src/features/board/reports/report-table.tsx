import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from '../../../components/table-scroll';

export interface ReportTableRow {
  key: string | number;
  cells: ReactNode[];
  total?: boolean;
}

/** One section of a report: a captioned table, names left, figures right, totals bold. */
export function ReportTable({
  caption,
  headers,
  rows,
  minWidth = 0,
}: {
  caption: string;
  headers: string[];
  rows: ReportTableRow[];
  minWidth?: number;
}) {
  return (
    <TableScroll minWidth={minWidth} label={caption}>
      <Table striped captionSide="top" layout="auto">
        <Table.Caption style={{ textAlign: 'left', fontWeight: 700 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={header} ta={index === 0 ? 'left' : 'right'}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} fw={row.total ? 700 : undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={0} scope="row" fw={row.total ? 700 : 400}>
                    {cell}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <Table.Td key={index} ta="right">
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
