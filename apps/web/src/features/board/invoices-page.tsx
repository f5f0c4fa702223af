import { countOf } from '@hoa/contracts/format';
import type { InvoiceView } from '@hoa/contracts/vendor-invoices';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { ListViewControls } from '../../components/list-view-controls';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/api/error-text';
import { pages } from '../../lib/pages';
import { useIsMimic } from '../../lib/session-store/session-store';
import { downloadInvoicesCsv, useApproveInvoices, useBoardInvoices } from './api/invoices';
import { BoardMoneyPage } from './books/board-association';
import { InvoiceGrid } from './invoices/invoice-grid';
import { InvoicePanel } from './invoices/invoice-panel';

const viewLabels: Record<InvoiceView, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
};

/** /board/invoices: the association's vendor invoices awaiting approval and their history (issue 17). */
export function InvoicesPage() {
  return (
    <BoardMoneyPage title={pages.invoices.title}>
      {(associationId) => <InvoiceList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function InvoiceList({ associationId }: { associationId: number }) {
  const mimic = useIsMimic();
  const [status, setStatus] = useState<InvoiceView>('pending');
  const [openId, setOpenId] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = useBoardInvoices({ associationId, status });
  const approve = useApproveInvoices(associationId);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const approveSelected = () => approve.mutate([...selected], { onSuccess: () => setSelected(new Set()) });
  const invoices = list.data?.invoices ?? [];
  const numberOf = new Map(invoices.map((invoice) => [invoice.id, invoice.invoiceNumber]));
  return (
    <Stack gap="md">
      <ListViewControls
        label="Which invoices"
        labels={viewLabels}
        value={status}
        onChange={(chosen) => {
          setStatus(chosen);
          setSelected(new Set());
          approve.reset();
        }}
        downloadCsv={() => downloadInvoicesCsv(associationId, status)}
      />
      {status === 'pending' && !mimic ? (
        <Group gap="sm">
          <Button onClick={approveSelected} disabled={selected.size === 0} loading={approve.isPending}>
            Approve selected ({selected.size})
          </Button>
        </Group>
      ) : null}
      <FailureAlert when={approve.isError} title="The invoices were not approved">
        {errorText(approve.error)}
      </FailureAlert>
      {approve.data ? (
        <div role="status">
          <Text size="sm" fw={500}>
            Results of Approve selected:
          </Text>
          <ul>
            {approve.data.results.map((result) => (
              <li key={result.invoiceId}>
                Invoice {numberOf.get(result.invoiceId) ?? result.invoiceId}:{' '}
                {result.ok ? '' : 'not approved: '}
                {result.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {openId > 0 ? (
        <InvoicePanel associationId={associationId} invoiceId={openId} onClose={() => setOpenId(0)} />
      ) : null}
      <QueryStatus
        label="Loading the invoices…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm">{countOf(invoices.length, 'invoice')}</Text>
          {invoices.length === 0 ? (
            <Text>No invoices here.</Text>
          ) : (
            <InvoiceGrid invoices={invoices} selected={selected} onToggle={toggle} onOpen={setOpenId} />
          )}
        </>
      ) : null}
    </Stack>
  );
}
