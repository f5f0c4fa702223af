import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { errorText } from '../../../lib/api/error-text';
import { useExpenseAccounts, useSaveExpenseAccount } from './staff-books-api';

/** The association's own expense accounts: add one by name (its code is made from it), rename one. */
export function StaffExpenseAccounts({ associationId }: { associationId: number }) {
  const accounts = useExpenseAccounts(associationId);
  const save = useSaveExpenseAccount(associationId);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<number | null>(null);
  const items = accounts.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Title order={2}>Expense accounts</Title>
      <QueryStatus
        label="Loading the expense accounts…"
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
      {accounts.data && items.length === 0 ? <Text>No expense accounts yet.</Text> : null}
      {items.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {items.map((account) => (
            <li key={account.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  {account.name}{' '}
                  <Text span c="dimmed" size="xs">
                    ({account.code})
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Rename ${account.name}`}
                  onClick={() => {
                    setRenaming(account.id);
                    setName(account.name);
                    save.reset();
                  }}
                >
                  Rename
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        aria-label={renaming ? 'Rename the expense account' : 'Add an expense account'}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { ...(renaming ? { id: renaming } : {}), name },
            {
              onSuccess: () => {
                setName('');
                setRenaming(null);
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={renaming ? 'New name' : 'New expense account'}
            required
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
          <Button type="submit" loading={save.isPending}>
            {renaming ? 'Rename' : 'Add expense account'}
          </Button>
          {renaming ? (
            <Button
              variant="default"
              onClick={() => {
                setRenaming(null);
                setName('');
              }}
            >
              Cancel
            </Button>
          ) : null}
        </Group>
      </form>
      <FailureAlert when={save.isError} title="The expense account was not saved">
        {errorText(save.error)}
      </FailureAlert>
      {save.isSuccess ? (
        <Text size="sm" role="status">
          Saved {save.data.name} ({save.data.code}).
        </Text>
      ) : null}
    </Stack>
  );
}
