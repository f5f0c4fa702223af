import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { countOf, formatMoney } from '@hoa/contracts/format';
import { Button, Stack, Text, Title } from '@mantine/core';
import { DataGrid } from '../../components/data-grid/data-grid';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { useLedgerPages } from './api/ledger';
import { AccountPicker } from './components/account-picker';
import { ledgerColumns } from './components/ledger-table';
import { useAccountParam } from './use-account-param';

/** /billing/account-history — the full ledger of an account, newest first, a page at a time. */
export function AccountHistoryPage() {
  const { accounts, account, choose } = useAccountParam();
  const ledger = useLedgerPages(account?.subLedgerId ?? null);
  const items = ledger.data?.pages.flatMap((page) => page.items) ?? [];
  const balance = ledger.data?.pages[0]?.balance;

  return (
    <Stack gap="lg">
      <title>{`Account history · ${productName}`}</title>
      <Title order={1}>Account history</Title>
      <QueryStatus
        label="Loading your accounts…"
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {account ? (
        <AccountPicker
          maw={640}
          accounts={accounts.accounts}
          value={String(account.subLedgerId)}
          onChange={(event) => choose(event.currentTarget.value)}
        />
      ) : null}
      {balance !== undefined ? (
        <Text>
          Current balance: <strong>{formatMoney(balance)}</strong>
        </Text>
      ) : null}
      <QueryStatus
        label="Loading the account history…"
        isPending={account !== null && ledger.isPending}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
      />
      {ledger.data && items.length === 0 ? <Text>No activity yet.</Text> : null}
      {items.length > 0 && account ? (
        <DataGrid
          gridId="account-history"
          label={`Account history of account ${account.accountNumber}`}
          caption={`Account ${account.accountNumber}: ${countOf(items.length, 'line')} shown, newest first`}
          columns={ledgerColumns}
          records={items}
          rowKey={(item) => item.id}
          minTableWidth={640}
        />
      ) : null}
      {ledger.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void ledger.fetchNextPage()}
          loading={ledger.isFetchingNextPage}
          maw={200}
        >
          Load more
        </Button>
      ) : ledger.data && items.length > 0 ? (
        <Text size="sm" c="dimmed">
          That is the whole history.
        </Text>
      ) : null}
    </Stack>
  );
}
