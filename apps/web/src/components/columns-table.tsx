import { type MantineSpacing, Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { TableScroll } from './table-scroll';

/** One column of a table: its heading and what each row shows in it. */
export interface Column<Item> {
  header: ReactNode;
  cell: (item: Item) => ReactNode;
  /** The heading's width in pixels. */
  width?: number;
  /** Keep the cells on one line. */
  nowrap?: boolean;
}

interface ColumnsTableProps<Item> {
  items: readonly Item[];
  columns: readonly Column<Item>[];
  rowKey: (item: Item) => Key;
  /** What the table lists: the name of its sideways-scrolling region. */
  label: string;
  /** Below this width the table scrolls sideways on its own. */
  minWidth: number;
  caption?: string;
  verticalSpacing?: MantineSpacing;
}

/** A striped table described by its columns, in its own sideways scroll. */
export function ColumnsTable<Item>({
  items,
  columns,
  rowKey,
  label,
  minWidth,
  caption,
  verticalSpacing,
}: ColumnsTableProps<Item>) {
  return (
    <TableScroll minWidth={minWidth} label={label}>
      <Table striped verticalSpacing={verticalSpacing}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // the columns are fixed: their order is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <Table.Th key={index} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={rowKey(item)}>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                <Table.Td key={index} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
