import '@mantine/core/styles/SegmentedControl.layer.css';
import { countOf } from '@hoa/contracts/format';
import { type InvoiceView, invoiceViews } from '@hoa/contracts/vendor-invoices';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/api/error-text';
import { pages } from '../../lib/pages';
import { saveFile } from '../../lib/save-file';
import { useIsMimic } from '../../lib/session-store/session-store';
import { productName } from '../../lib/theme/association-store';
import { downloadInvoicesCsv, useApproveInvoices, useBoardInvoices } from './api/invoices';
import { BoardAssociationPicker, useBoardAssociation } from './books/board-association';
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
  const board = useBoardAssociation();
  return (
    <Stack gap="md">
      <title>{`${pages.invoices.title} · ${productName}`}</title>
      <Title order={1}>{pages.invoices.title}</Title>
      <BoardAssociationPicker {...board} />
      {board.loading ? (
        <QueryStatus label="Loading your boards…" isPending error={null} onRetry={() => {}} />
      ) : board.association ? (
        <InvoiceList key={board.association.id} associationId={board.association.id} />
      ) : (
        <Alert color="gray">You do not sit on the board of an association.</Alert>
      )}
    </Stack>
  );
}

function InvoiceList({ associationId }: { associationId: number }) {
  const mimic = useIsMimic();
  const [status, setStatus] = useState<InvoiceView>('pending');
  const [openId, setOpenId] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = useBoardInvoices({ associationId, status });
  const approve = useApproveInvoices(associationId);
  const exportCsv = useMutation({
    mutationFn: async () => {
      const file = await downloadInvoicesCsv(associationId, status);
      saveFile(file.blob, file.fileName);
      return file.fileName;
    },
  });
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
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which invoices"
          value={status}
          onChange={(value) => {
            setStatus(value as InvoiceView);
            setSelected(new Set());
            approve.reset();
          }}
          data={invoiceViews.map((value) => ({ value, label: viewLabels[value] }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          Export CSV
        </Button>
      </Group>
      <FailureAlert when={exportCsv.isError} title="The export could not be downloaded">
        {errorText(exportCsv.error)}
      </FailureAlert>
      {exportCsv.isSuccess ? (
        <Text size="sm" role="status">
          Downloaded {exportCsv.data}.
        </Text>
      ) : null}
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
