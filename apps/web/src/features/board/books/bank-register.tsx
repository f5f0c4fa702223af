import type { BankAccount, RegisterItem } from '@hoa/contracts/bank-accounts';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';
import { FileDownloadOutcome, useFileDownload } from '../../../components/file-download';
import { QueryStatus } from '../../../components/query-status';
import { downloadRegisterCsv, useRegister } from './bank-accounts-api';

const pageSize = 25;

const columns: GridColumn<RegisterItem>[] = [
  {
    id: 'date',
    title: 'Date',
    render: (line) => (
      <time dateTime={line.date} style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(line.date)}
      </time>
    ),
  },
  { id: 'description', title: 'Description', render: (line) => line.description },
  { id: 'amount', title: 'Amount', align: 'right', render: (line) => formatMoney(line.amount) },
  { id: 'balance', title: 'Balance', align: 'right', render: (line) => formatMoney(line.balance) },
];

/** The date range of the register, kept in the address (a link from a statement sets it). */
function useRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // built on the address as it is now: two dates changed in quick succession both stay
  const set = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { from, to, set };
}

/**
 * A bank account's register: its lines newest first with the running balance after each, a page at a
 * time (Older / Newer walk the keyset cursors), within a date range, downloadable as CSV.
 */
export function BankRegister({ associationId, account }: { associationId: number; account: BankAccount }) {
  const { from, to, set } = useRange();
  const rangeError = from && to && from > to ? 'The start date must be on or before the end date.' : null;
  // the cursors of the pages walked so far: page n is read with cursors[n]
  const resetKey = `${account.id}|${from}|${to}`;
  const [walk, setWalk] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  // another account or range starts again from the newest page
  const cursors = walk.key === resetKey ? walk.cursors : [undefined];
  const setCursors = (next: (current: (string | undefined)[]) => (string | undefined)[]) =>
    setWalk({ key: resetKey, cursors: next(cursors) });
  const pageIndex = cursors.length - 1;
  const range = { from: from || undefined, to: to || undefined };
  const register = useRegister({
    associationId,
    bankAccountId: account.id,
    ...(rangeError ? {} : range),
    limit: pageSize,
    cursor: cursors[pageIndex],
  });
  const exportCsv = useFileDownload(() =>
    downloadRegisterCsv({ associationId, bankAccountId: account.id, lastFour: account.lastFour, ...range }),
  );
  const page = register.data;
  return (
    <Stack gap="sm" id="register">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>
          Register: {account.name} ••{account.lastFour}
        </Title>
        <Button
          variant="default"
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
          disabled={rangeError !== null}
        >
          Export CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Export CSV downloads every line of the date range, not only this page.
      </Text>
      <FileDownloadOutcome download={exportCsv} failureTitle="The register could not be downloaded" />
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          description="On or after"
          value={from}
          onChange={(event) => set('from', event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          description="On or before"
          value={to}
          error={rangeError}
          onChange={(event) => set('to', event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <QueryStatus
        label="Loading the register…"
        isPending={register.isPending}
        error={register.error}
        onRetry={() => void register.refetch()}
      />
      {page ? (
        <>
          <Text size="sm">
            Balance {to ? `at the end of ${formatCalendarDate(to)}` : 'in the books'}:{' '}
            <strong>{formatMoney(page.balance)}</strong>
          </Text>
          {page.items.length === 0 ? (
            <Text>No lines in this date range.</Text>
          ) : (
            <DataGrid
              gridId="bank-register"
              label={`Register of ${account.name}, page ${pageIndex + 1}`}
              columns={columns}
              records={page.items}
              rowKey={(line) => line.id}
              minTableWidth={560}
            />
          )}
          <Group gap="sm" aria-label="Register pages" role="group">
            <Button
              variant="default"
              disabled={pageIndex === 0}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              Newer
            </Button>
            <Text size="sm">Page {pageIndex + 1}</Text>
            <Button
              variant="default"
              disabled={!page.nextCursor || register.isPlaceholderData}
              onClick={() => setCursors((current) => [...current, page.nextCursor ?? undefined])}
            >
              Older
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
