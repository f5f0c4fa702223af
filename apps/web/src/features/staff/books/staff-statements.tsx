import { maxStatementBalance } from '@hoa/contracts/bank-accounts';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { cents } from '@hoa/contracts/money';
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { errorText, isErrorCode } from '../../../lib/api/error-text';
import { parseDollarsAllowing } from '../../../lib/money-input';
import { useSaveStatement, useStaffBankAccounts, useStatementBalances } from './staff-books-api';

/**
 * Statement balances of a bank account (ADR 126): one per date. Saving a date that has one answers 409;
 * the form then offers to replace it, which is a separate, explicit call.
 */
export function StaffStatements({ associationId }: { associationId: number }) {
  const accounts = useStaffBankAccounts(associationId).data?.items ?? [];
  const [chosen, setChosen] = useState(0);
  const bankAccountId = accounts.find((account) => account.id === chosen)?.id ?? accounts[0]?.id ?? 0;
  const statements = useStatementBalances(associationId, bankAccountId);
  const save = useSaveStatement(associationId);
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseDollarsAllowing(amount, {
    zero: true,
    negative: true,
    max: cents(maxStatementBalance),
  });
  const amountError = touched && !parsed.ok ? parsed.message : null;
  const exists = save.isError && isErrorCode(save.error, 'CONFLICT');
  const submit = (replace: boolean) => {
    setTouched(true);
    if (!parsed.ok || !date) return;
    save.mutate(
      { bankAccountId, form: { statementDate: date, balance: parsed.cents }, replace },
      {
        // cleared for the next entry, unless the next entry has been typed while this one was saving
        onSuccess: () => {
          setAmount((now) => (now === amount ? '' : now));
          setTouched(false);
        },
      },
    );
  };
  if (accounts.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2}>Statement balances</Title>
      <form
        aria-label="Enter a statement balance"
        onSubmit={(event) => {
          event.preventDefault();
          submit(false);
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label="Bank account"
            w={{ base: '100%', xs: 280 }}
            value={String(bankAccountId)}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            data={accounts.map((account) => ({
              value: String(account.id),
              label: `${account.name} ••${account.lastFour}`,
            }))}
          />
          <TextInput
            type="date"
            label="Statement date"
            required
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label="Statement balance"
            description="Dollars and cents; negative when overdrawn"
            required
            inputMode="decimal"
            value={amount}
            error={amountError}
            onChange={(event) => setAmount(event.currentTarget.value)}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={save.isPending && !save.variables?.replace}>
            Save statement balance
          </Button>
          {exists ? (
            <Button
              color="orange"
              onClick={() => submit(true)}
              loading={save.isPending}
              // a long date wraps on a phone instead of pushing the page sideways
              h="auto"
              mih={36}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            >
              Replace the balance of {formatCalendarDate(date)}
            </Button>
          ) : null}
        </Group>
      </form>
      <FailureAlert
        when={save.isError}
        title={exists ? 'That date has a balance already' : 'The balance was not saved'}
      >
        {errorText(save.error)}
      </FailureAlert>
      {save.isSuccess ? (
        <Text size="sm" role="status">
          Statement balance saved.
        </Text>
      ) : null}
      <QueryStatus
        label="Loading the statement balances…"
        isPending={statements.isPending}
        error={statements.error}
        onRetry={() => void statements.refetch()}
      />
      {statements.data && statements.data.items.length > 0 ? (
        <TableScroll label="Statement balances" minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Statement</Table.Th>
                <Table.Th ta="right">Books</Table.Th>
                <Table.Th ta="right">Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.data.items.map((item) => (
                <Table.Tr key={item.statementDate}>
                  <Table.Td>{formatCalendarDate(item.statementDate)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.statementBalance)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.bookBalance)}</Table.Td>
                  <Table.Td ta="right">
                    {item.reconciled ? 'Reconciled' : formatMoney(item.difference)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
