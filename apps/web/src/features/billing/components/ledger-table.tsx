import type { LedgerItem } from '@hoa/contracts/billing';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Table } from '@mantine/core';
import type { GridColumn } from '../../../components/data-grid/data-grid';
import { TableScroll } from '../../../components/table-scroll';

/** A ledger line's columns: charges and payments apart, and the running balance (newest first). */
export const ledgerColumns: GridColumn<LedgerItem>[] = [
  { id: 'date', title: 'Date', render: (item) => formatCalendarDate(item.date) },
  { id: 'description', title: 'Description', render: (item) => item.description },
  {
    id: 'charges',
    title: 'Charges',
    align: 'right',
    render: (item) => (item.amount > 0 ? formatMoney(item.amount) : ''),
  },
  {
    id: 'payments',
    title: 'Payments and credits',
    align: 'right',
    render: (item) => (item.amount < 0 ? formatMoney(-item.amount) : ''),
  },
  { id: 'balance', title: 'Balance', align: 'right', render: (item) => formatMoney(item.balance) },
];

/** The latest ledger lines as a plain table (the account overview's summary; the history page is a grid). */
export function LedgerTable({ items, caption }: { items: LedgerItem[]; caption: string }) {
  return (
    <TableScroll minWidth={560} label="Account history">
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {ledgerColumns.map((column) => (
              <Table.Th key={column.id} scope="col" ta={column.align}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              {ledgerColumns.map((column) => (
                <Table.Td key={column.id} ta={column.align}>
                  {column.render(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
