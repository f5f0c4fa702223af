import { type BudgetLine, maxBudgetAmount } from '@hoa/contracts/budgets';
import { cents } from '@hoa/contracts/money';
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { errorText } from '../../../lib/api/error-text';
import { centsToDollarInput, parseDollarsAllowing } from '../../../lib/money-input';
import { useBudget, useSaveBudget } from './staff-books-api';

const parse = (text: string) => parseDollarsAllowing(text, { zero: true, max: cents(maxBudgetAmount) });

/** A year's budget as a table: each income and expense account with its amount (blank: none). */
export function StaffBudget({ associationId, thisYear }: { associationId: number; thisYear: number }) {
  const [year, setYear] = useState(thisYear + 1);
  const budget = useBudget(associationId, year);
  const save = useSaveBudget(associationId);
  const [texts, setTexts] = useState<Record<number, string>>({});
  useEffect(() => {
    const lines = budget.data?.lines ?? [];
    setTexts(
      Object.fromEntries(
        lines.map((line) => [
          line.glAccountId,
          line.amount === null ? '' : centsToDollarInput(cents(line.amount)),
        ]),
      ),
    );
  }, [budget.data]);
  const lines = budget.data?.lines ?? [];
  const errors = Object.fromEntries(
    lines.map((line) => {
      const text = (texts[line.glAccountId] ?? '').trim();
      const parsed = parse(text);
      return [line.glAccountId, text && !parsed.ok ? parsed.message : null];
    }),
  );
  const invalid = Object.values(errors).some((error) => error !== null);
  const submit = () => {
    if (invalid) return;
    save.mutate({
      fiscalYear: year,
      form: {
        lines: lines.map((line) => {
          const parsed = parse(texts[line.glAccountId] ?? '');
          return { glAccountId: line.glAccountId, amount: parsed.ok ? parsed.cents : null };
        }),
      },
    });
  };
  const row = (line: BudgetLine) => (
    <Table.Tr key={line.glAccountId}>
      <Table.Td>{line.name}</Table.Td>
      <Table.Td>{line.kind === 'income' ? 'Income' : 'Expense'}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Budget ${year}: ${line.name}`}
          inputMode="decimal"
          size="xs"
          value={texts[line.glAccountId] ?? ''}
          error={errors[line.glAccountId]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTexts((current) => ({ ...current, [line.glAccountId]: value }));
          }}
          w={160}
        />
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="sm">
      <Title order={2}>Budget</Title>
      <NativeSelect
        label="Fiscal year"
        value={String(year)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
        data={[-2, -1, 0, 1, 2].map((offset) => String(thisYear + offset))}
        w={160}
      />
      <Text size="sm" c="dimmed">
        Annual amounts in dollars and cents; leave an account blank for no budget.
      </Text>
      <QueryStatus
        label="Loading the budget…"
        isPending={budget.isPending}
        error={budget.error}
        onRetry={() => void budget.refetch()}
      />
      {lines.length > 0 ? (
        <form
          aria-label={`Budget ${year}`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TableScroll label={`Budget ${year}`} minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{lines.map(row)}</Table.Tbody>
            </Table>
          </TableScroll>
          <Group mt="sm">
            <Button type="submit" loading={save.isPending} disabled={invalid}>
              Save budget {year}
            </Button>
          </Group>
        </form>
      ) : null}
      <FailureAlert when={save.isError} title="The budget was not saved">
        {errorText(save.error)}
      </FailureAlert>
      {save.isSuccess ? (
        <Text size="sm" role="status">
          Budget {year} saved.
        </Text>
      ) : null}
    </Stack>
  );
}
