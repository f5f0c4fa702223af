import '@mantine/core/styles/Table.layer.css';
import type { CollectionAccount } from '@hoa/contracts/association-collections';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Badge, Table, Text } from '@mantine/core';
import { AppModal } from '../../../components/app-modal';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { useAccountLines } from '../api/association-books';

/** The receivable lines of one account up to the day, with the running balance: what its figures are. */
export function AccountLinesDialog({
  associationId,
  asOf,
  account,
  onClose,
}: {
  associationId: number;
  asOf: string;
  account: CollectionAccount | null;
  onClose: () => void;
}) {
  const lines = useAccountLines({ associationId, subLedgerId: account?.subLedgerId ?? 0, asOf });
  return (
    <AppModal
      opened={account !== null}
      onClose={onClose}
      title={
        account ? `${account.ownerName}, ${account.accountNumber}: lines to ${formatCalendarDate(asOf)}` : ''
      }
      size="xl"
    >
      <QueryStatus
        label="Loading the account's lines…"
        isPending={lines.isPending}
        error={lines.error}
        onRetry={() => void lines.refetch()}
      />
      {lines.data
        ? ((data) => (
            <TableScroll label="Account lines" minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.date)}</Table.Td>
                      <Table.Td>
                        {line.memo}{' '}
                        {line.reversed ? (
                          <Badge variant="light" color="gray">
                            Reversed
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(line.runningBalance)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="sm" mt="xs">
                Balance {formatMoney(data.balance)}
              </Text>
            </TableScroll>
          ))(lines.data)
        : null}
    </AppModal>
  );
}
