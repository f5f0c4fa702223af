import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import type { Cents } from '@hoa/contracts/money';
import { upcomingChargeDays } from '@hoa/contracts/payment-rules';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { TableScroll } from '../../components/table-scroll';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { defaultAccount, paymentBlock } from './account-choice';
import { useUpcomingCharges } from './api/accounts';
import { useRecentActivity } from './api/ledger';
import { AccountPicker } from './components/account-picker';
import { LedgerTable } from './components/ledger-table';
import { RecentPayments } from './components/recent-payments';
import { usePayments } from './queries';
import { StatementDownload } from './statements/statement-download';
import { usePropertyAccounts } from './use-property-accounts';

function BalanceCard({ account }: { account: SubLedgerAccount }) {
  const balance = account.balance as Cents;
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Group gap="xs" justify="space-between">
          <Text fw={600}>{account.name}</Text>
          {account.paymentsBlocked ? <Badge color="red">Blocked Ledger</Badge> : null}
        </Group>
        <Text size="sm">Account {account.accountNumber}</Text>
        <Text size="xl" fw={700}>
          {formatMoney(balance < 0 ? -balance : balance)}
          {balance < 0 ? ' credit' : ''}
        </Text>
        {paymentBlock(account) === null && balance > 0 ? (
          <Anchor component={AppLink} to="/billing" size="sm">
            Make a payment
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /billing/account-overview — balances, upcoming charges, recent activity and statements (SPEC §2). */
export function AccountOverviewPage() {
  const accounts = usePropertyAccounts();
  const [chosen, setChosen] = useState<string>('');
  const account =
    accounts.accounts.find((a) => String(a.subLedgerId) === chosen) ?? defaultAccount(accounts.accounts);
  const charges = useUpcomingCharges();
  const activity = useRecentActivity(account?.subLedgerId ?? null);
  const payments = usePayments(account);
  const ownIds = new Set(accounts.accounts.map((a) => a.subLedgerId));
  const upcoming = (charges.data ?? []).filter((charge) => ownIds.has(charge.subLedgerId));

  return (
    <Stack gap="xl">
      <title>{`Account overview · ${productName}`}</title>
      <Title order={1}>Account overview</Title>
      <QueryStatus
        label="Loading your accounts…"
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {accounts.data && accounts.accounts.length === 0 ? <Text>There are no accounts to show.</Text> : null}
      <Stack gap="sm" component="section" aria-labelledby="balances-heading">
        <Title order={2} id="balances-heading">
          Balances
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {accounts.accounts.map((a) => (
            <BalanceCard key={a.subLedgerId} account={a} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="charges-heading">
        <Title order={2} id="charges-heading">
          Upcoming charges
        </Title>
        <QueryStatus
          label="Loading upcoming charges…"
          isPending={charges.isPending}
          error={charges.error}
          onRetry={() => void charges.refetch()}
        />
        {charges.data && upcoming.length === 0 ? (
          <Text>No charges are due in the next {upcomingChargeDays} days.</Text>
        ) : null}
        {upcoming.length > 0 ? (
          <TableScroll minWidth={480} label="Accounts">
            <Table striped captionSide="top">
              <Table.Caption>Due in the next {upcomingChargeDays} days</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Due date</Table.Th>
                  <Table.Th scope="col">Account</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {upcoming.map((charge) => (
                  <Table.Tr key={`${charge.subLedgerId}-${charge.dueDate}-${charge.description}`}>
                    <Table.Td>{formatCalendarDate(charge.dueDate)}</Table.Td>
                    <Table.Td>{charge.accountNumber}</Table.Td>
                    <Table.Td>{charge.description}</Table.Td>
                    <Table.Td ta="right">{formatMoney(charge.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        ) : null}
      </Stack>
      {account ? (
        <Stack gap="sm" component="section" aria-labelledby="activity-heading">
          <Title order={2} id="activity-heading">
            Recent activity
          </Title>
          {accounts.accounts.length > 1 ? (
            <AccountPicker
              accounts={accounts.accounts}
              value={String(account.subLedgerId)}
              onChange={(event) => setChosen(event.currentTarget.value)}
            />
          ) : null}
          <QueryStatus
            label="Loading recent activity…"
            isPending={activity.isPending}
            error={activity.error}
            onRetry={() => void activity.refetch()}
          />
          {activity.data ? (
            activity.data.items.length > 0 ? (
              <LedgerTable
                items={activity.data.items}
                caption={`Latest activity on account ${account.accountNumber}`}
              />
            ) : (
              <Text>No activity yet.</Text>
            )
          ) : null}
          <Anchor component={AppLink} to={`/billing/account-history?subLedgerId=${account.subLedgerId}`}>
            See the full account history
          </Anchor>
          <QueryStatus
            label="Loading recent payments…"
            isPending={payments.isPending}
            error={payments.error}
            onRetry={() => void payments.refetch()}
          />
          {payments.data ? <RecentPayments payments={payments.data} /> : null}
        </Stack>
      ) : null}
      {account ? <StatementDownload account={account} /> : null}
    </Stack>
  );
}
