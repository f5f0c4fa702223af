import type { LedgerItem } from '@hoa/contracts/billing';
import { type Cents, formatCents } from '@hoa/contracts/money';
import { Table } from '@mantine/core';
import { formatCalendarDate } from '../billing-dates';

/** Ledger lines with charges and payments apart and the running balance (newest first). */
export function LedgerTable({ items, caption }: { items: LedgerItem[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Charges
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Payments and credits
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Balance
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatCalendarDate(item.date)}</Table.Td>
              <Table.Td>{item.description}</Table.Td>
              <Table.Td ta="right">{item.amount > 0 ? formatCents(item.amount as Cents) : ''}</Table.Td>
              <Table.Td ta="right">{item.amount < 0 ? formatCents(-item.amount as Cents) : ''}</Table.Td>
              <Table.Td ta="right">{formatCents(item.balance as Cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
