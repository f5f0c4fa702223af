import {
  type BankAccountType,
  bankAccountTypeLabels,
  bankAccountTypes,
} from '@hoa/contracts/association-books';
import { type BankAccount, type BankFund, bankFundLabels, bankFunds } from '@hoa/contracts/bank-accounts';
import { formatMoney } from '@hoa/contracts/format';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { errorText } from '../../../lib/api/error-text';
import { useSaveBankAccount, useStaffBankAccounts } from './staff-books-api';

interface Draft {
  name: string;
  bankName: string;
  lastFour: string;
  accountType: BankAccountType;
  fund: BankFund;
}
const emptyDraft: Draft = {
  name: '',
  bankName: '',
  lastFour: '',
  accountType: 'checking',
  fund: 'operating',
};

/** The association's bank accounts: a table with Edit, and the form that adds or changes one. */
export function StaffBankAccounts({ associationId }: { associationId: number }) {
  const accounts = useStaffBankAccounts(associationId);
  const save = useSaveBankAccount(associationId);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const lastFourError =
    draft.lastFour && !/^\d{4}$/.test(draft.lastFour)
      ? 'Exactly the last 4 digits (never the full number).'
      : null;
  const edit = (account: BankAccount) => {
    setEditing(account.id);
    setDraft({ ...account });
    save.reset();
  };
  const submit = () => {
    const { fund, ...fields } = draft;
    save.mutate(editing ? { id: editing, change: fields } : { form: { ...fields, fund } }, {
      onSuccess: () => {
        setEditing(null);
        setDraft(emptyDraft);
      },
    });
  };
  const items = accounts.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Title order={2}>Bank accounts</Title>
      <QueryStatus
        label="Loading the bank accounts…"
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {accounts.data && items.length === 0 ? <Text>No bank accounts yet.</Text> : null}
      {items.length > 0 ? (
        <TableScroll label="Bank accounts" minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Fund</Table.Th>
                <Table.Th>Number</Table.Th>
                <Table.Th ta="right">Balance (books)</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    {account.name} · {account.bankName} · {bankAccountTypeLabels[account.accountType]}
                  </Table.Td>
                  <Table.Td>{bankFundLabels[account.fund]}</Table.Td>
                  <Table.Td>••{account.lastFour}</Table.Td>
                  <Table.Td ta="right">{formatMoney(account.balance)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => edit(account)}
                      aria-label={`Edit ${account.name}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        aria-label={editing ? 'Change the bank account' : 'Add a bank account'}
      >
        <Stack gap="xs">
          <Title order={3}>{editing ? 'Change the bank account' : 'Add a bank account'}</Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Name"
              required
              maxLength={80}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              w={{ base: '100%', xs: 220 }}
            />
            <TextInput
              label="Bank name"
              required
              maxLength={80}
              value={draft.bankName}
              onChange={(event) => setDraft({ ...draft, bankName: event.currentTarget.value })}
              w={{ base: '100%', xs: 220 }}
            />
            <TextInput
              label="Last 4 digits"
              description="Never the full account number"
              required
              inputMode="numeric"
              maxLength={4}
              value={draft.lastFour}
              error={lastFourError}
              onChange={(event) => setDraft({ ...draft, lastFour: event.currentTarget.value.trim() })}
              w={{ base: '100%', xs: 150 }}
            />
            <NativeSelect
              label="Type"
              value={draft.accountType}
              onChange={(event) =>
                setDraft({ ...draft, accountType: event.currentTarget.value as BankAccountType })
              }
              data={bankAccountTypes.map((value) => ({ value, label: bankAccountTypeLabels[value] }))}
            />
            <NativeSelect
              label="Fund (cash account)"
              value={draft.fund}
              disabled={editing !== null}
              onChange={(event) => setDraft({ ...draft, fund: event.currentTarget.value as BankFund })}
              data={bankFunds.map((value) => ({ value, label: bankFundLabels[value] }))}
            />
          </Group>
          <FailureAlert when={save.isError} title="The bank account was not saved">
            {errorText(save.error)}
          </FailureAlert>
          {save.isSuccess ? (
            <Text size="sm" role="status">
              Bank account saved.
            </Text>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending} disabled={lastFourError !== null}>
              {editing ? 'Save changes' : 'Add bank account'}
            </Button>
            {editing ? (
              <Button
                variant="default"
                onClick={() => {
                  setEditing(null);
                  setDraft(emptyDraft);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
