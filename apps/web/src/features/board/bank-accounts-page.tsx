import { bankAccountTypeLabels } from '@hoa/contracts/association-books';
import { type BankAccount, bankFundLabels } from '@hoa/contracts/bank-accounts';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DataGrid, type GridColumn } from '../../components/data-grid/data-grid';
import { QueryStatus } from '../../components/query-status';
import { AppLink } from '../../lib/link';
import { pages } from '../../lib/pages';
import { productName } from '../../lib/theme/association-store';
import { useBankAccounts } from './books/bank-accounts-api';
import { BankReconciliation, DifferenceText } from './books/bank-reconciliation';
import { BankRegister } from './books/bank-register';
import { BoardAssociationPicker, useBoardAssociation } from './books/board-association';
import { registerLink } from './books/register-link';

function accountColumns(associationId: number): GridColumn<BankAccount>[] {
  return [
    {
      id: 'account',
      title: 'Account',
      render: (account) => (
        <>
          {account.name}
          <Text size="xs" c="dimmed">
            {account.bankName}
          </Text>
        </>
      ),
    },
    { id: 'type', title: 'Type', render: (account) => bankAccountTypeLabels[account.accountType] },
    { id: 'fund', title: 'Fund', render: (account) => bankFundLabels[account.fund] },
    {
      id: 'number',
      title: 'Number',
      render: (account) => (
        <>
          <span aria-hidden="true">••</span>
          <VisuallyHidden>ending in </VisuallyHidden>
          {account.lastFour}
        </>
      ),
    },
    {
      id: 'balance',
      title: 'Balance (books)',
      align: 'right',
      render: (account) => (
        <AppLink
          to={registerLink(associationId, account.id)}
          aria-label={`${formatMoney(account.balance)}: the register of ${account.name}`}
        >
          {formatMoney(account.balance)}
        </AppLink>
      ),
    },
    {
      id: 'statement',
      title: 'Latest statement',
      render: (account) =>
        account.latestStatement ? (
          <>
            {formatCalendarDate(account.latestStatement.statementDate)}:{' '}
            {formatMoney(account.latestStatement.statementBalance)}
            <Text size="xs">
              <DifferenceText difference={account.latestStatement.difference} />
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            None entered
          </Text>
        ),
    },
  ];
}

/**
 * /board/bank-accounts (issue 17, ADR 126): the association's bank accounts with their balances from the
 * books; the chosen one's register (keyset pages, a date range, CSV) and its reconciliation.
 */
export function BankAccountsPage() {
  const { boards, association, choose, loading } = useBoardAssociation();
  const [params] = useSearchParams();
  const accounts = useBankAccounts(association?.id ?? 0);
  const items = accounts.data?.items ?? [];
  const asked = Number(params.get('account'));
  const selected = items.find((account) => account.id === asked) ?? items[0] ?? null;
  return (
    <Stack gap="md">
      <title>{`${pages.bankAccounts.title} · ${productName}`}</title>
      <Title order={1}>{pages.bankAccounts.title}</Title>
      <BoardAssociationPicker boards={boards} association={association} choose={choose} />
      {!loading && !association ? <Text>You do not sit on a board.</Text> : null}
      <QueryStatus
        label="Loading the bank accounts…"
        isPending={accounts.isPending && association !== null}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {association && accounts.data ? (
        items.length === 0 ? (
          <Text>No bank accounts are entered for {association.name} yet. Management staff enter them.</Text>
        ) : (
          <DataGrid
            gridId="bank-accounts"
            label={`Bank accounts of ${association.name}`}
            caption="Each balance is the sum of its cash account's lines in the books; select it for the register."
            columns={accountColumns(association.id)}
            records={items}
            rowKey={(account) => account.id}
            minTableWidth={720}
          />
        )
      ) : null}
      {association && selected ? (
        <>
          <BankRegister associationId={association.id} account={selected} />
          <BankReconciliation associationId={association.id} account={selected} />
        </>
      ) : null}
    </Stack>
  );
}
