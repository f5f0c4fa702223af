import type { BankAccount, ReconciliationItem } from '@hoa/contracts/bank-accounts';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';
import { QueryStatus } from '../../../components/query-status';
import { AppLink } from '../../../lib/link';
import { useReconciliation } from './bank-accounts-api';
import { registerLink } from './register-link';

/** Reconciled (zero difference), or the difference in red. */
export function DifferenceText({ difference }: { difference: number }) {
  if (difference === 0) {
    return (
      <Badge color="green" variant="light">
        Reconciled
      </Badge>
    );
  }
  return (
    <Text component="span" c="red.8" fw={700} size="sm">
      Difference {formatMoney(difference)}
    </Text>
  );
}

function columnsOf(associationId: number, account: BankAccount): GridColumn<ReconciliationItem>[] {
  const lines = (item: ReconciliationItem) =>
    registerLink(associationId, account.id, { to: item.statementDate });
  return [
    {
      id: 'date',
      title: 'Statement date',
      render: (item) => (
        <time dateTime={item.statementDate} style={{ whiteSpace: 'nowrap' }}>
          {formatCalendarDate(item.statementDate)}
        </time>
      ),
    },
    {
      id: 'statement',
      title: 'Statement balance',
      align: 'right',
      render: (item) => formatMoney(item.statementBalance),
    },
    {
      id: 'books',
      title: 'Book balance',
      align: 'right',
      render: (item) => (
        <AppLink
          to={lines(item)}
          aria-label={`${formatMoney(item.bookBalance)}: the register up to ${formatCalendarDate(item.statementDate)}`}
        >
          {formatMoney(item.bookBalance)}
        </AppLink>
      ),
    },
    {
      id: 'difference',
      title: 'Difference',
      align: 'right',
      render: (item) =>
        item.reconciled ? (
          <DifferenceText difference={0} />
        ) : (
          <AppLink
            to={lines(item)}
            aria-label={`Difference ${formatMoney(item.difference)}: the register lines`}
          >
            <DifferenceText difference={item.difference} />
          </AppLink>
        ),
    },
  ];
}

/** The statement balances staff entered against the books' balance on each statement date. */
export function BankReconciliation({
  associationId,
  account,
}: {
  associationId: number;
  account: BankAccount;
}) {
  const reconciliation = useReconciliation({ associationId, bankAccountId: account.id });
  const items = reconciliation.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Title order={2}>Reconciliation: {account.name}</Title>
      <Text size="sm" c="dimmed">
        Each statement balance management staff entered, against the books at the end of that day. A zero
        difference is reconciled.
      </Text>
      <QueryStatus
        label="Loading the reconciliation…"
        isPending={reconciliation.isPending}
        error={reconciliation.error}
        onRetry={() => void reconciliation.refetch()}
      />
      {reconciliation.data && items.length === 0 ? <Text>No statement balances are entered yet.</Text> : null}
      {items.length > 0 ? (
        <DataGrid
          gridId="bank-reconciliation"
          label={`Reconciliation of ${account.name}`}
          columns={columnsOf(associationId, account)}
          records={items}
          rowKey={(item) => item.statementDate}
          minTableWidth={560}
        />
      ) : null}
    </Stack>
  );
}
