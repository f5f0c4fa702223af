import { countOf, formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Button, Stack, Table, Text } from '@mantine/core';
import { AppModal } from '../../../components/app-modal';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import type { DrillDown } from './drill-down';
import { useAccountLines } from './report-api';

/** The journal lines behind a figure: date, kind, memo, homeowner account, amount, with the total. */
export function AccountLinesModal({
  associationId,
  drill,
  onClose,
}: {
  associationId: number;
  drill: DrillDown | null;
  onClose: () => void;
}) {
  const query = drill
    ? {
        accountId: drill.accountId,
        to: drill.to,
        ...(drill.from ? { from: drill.from } : {}),
        ...(drill.subLedgerId ? { subLedgerId: drill.subLedgerId } : {}),
      }
    : null;
  const lines = useAccountLines(associationId, query);
  const first = lines.data?.pages[0];
  const rows = lines.data?.pages.flatMap((page) => page.lines) ?? [];
  return (
    <AppModal opened={drill !== null} onClose={onClose} title={drill?.title ?? ''} size="xl">
      <Stack gap="sm">
        {drill && (
          <Text size="sm" c="dimmed">
            {drill.from ? `${formatCalendarDate(drill.from)} to ` : 'Every line up to '}
            {formatCalendarDate(drill.to)}
          </Text>
        )}
        <QueryStatus
          label="Loading the lines…"
          isPending={lines.isPending}
          error={lines.error}
          onRetry={() => void lines.refetch()}
        />
        {first && (
          <>
            <Text size="sm">
              {countOf(first.count, 'line')}, total {formatMoney(first.total)} (debits positive, credits
              negative)
            </Text>
            <TableScroll minWidth={560} label={`Lines of ${first.accountName}`}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th>Memo</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.date)}</Table.Td>
                      <Table.Td>{line.kindLabel}</Table.Td>
                      <Table.Td>{line.memo}</Table.Td>
                      <Table.Td>{line.accountNumber ?? ''}</Table.Td>
                      <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            {lines.hasNextPage && (
              <Button
                variant="default"
                onClick={() => void lines.fetchNextPage()}
                loading={lines.isFetchingNextPage}
              >
                Show more lines
              </Button>
            )}
          </>
        )}
      </Stack>
    </AppModal>
  );
}
