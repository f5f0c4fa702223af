import { invoiceStatusLabels } from '@hoa/contracts/association-books';
import { formatCalendarDate, formatDateTime, formatMoney } from '@hoa/contracts/format';
import type { InvoiceDetail } from '@hoa/contracts/vendor-invoices';
import { Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { errorText } from '../../../lib/api/error-text';
import { formFailure } from '../../../lib/api/form-failure';
import { saveFile } from '../../../lib/save-file';
import { useIsMimic } from '../../../lib/session-store/session-store';
import { fetchInvoicePdf, useBoardInvoice, useDecideInvoice } from '../api/invoices';
import { DuplicateFlag } from './invoice-grid';

/** One invoice: its facts, the PDF, the board's decisions, the vendor's recent invoices, and my decision. */
export function InvoicePanel({
  associationId,
  invoiceId,
  onClose,
}: {
  associationId: number;
  invoiceId: number;
  onClose: () => void;
}) {
  const detail = useBoardInvoice(associationId, invoiceId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoice-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="invoice-heading">
            {detail.data
              ? `Invoice ${detail.data.invoice.invoiceNumber} from ${detail.data.invoice.vendorName}`
              : 'Invoice'}
          </Title>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
        <QueryStatus
          label="Loading the invoice…"
          isPending={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
        {detail.data ? <InvoiceFacts associationId={associationId} detail={detail.data} /> : null}
        {detail.data?.invoice.status === 'pending' ? (
          <DecisionForm associationId={associationId} detail={detail.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function InvoiceFacts({ associationId, detail }: { associationId: number; detail: InvoiceDetail }) {
  const { invoice } = detail;
  const pdf = useMutation({
    mutationFn: async (how: 'open' | 'download') => {
      const blob = await fetchInvoicePdf(associationId, invoice.id);
      if (how === 'download') saveFile(blob, `invoice-${invoice.invoiceNumber}.pdf`);
      else window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    },
  });
  return (
    <Stack gap="xs">
      <Text>
        <strong>{formatMoney(invoice.amount)}</strong> to {invoice.expenseAccount.name}; invoiced{' '}
        {formatCalendarDate(invoice.invoiceDate)}, due {formatCalendarDate(invoice.dueDate)}.{' '}
        {invoiceStatusLabels[invoice.status]}: {invoice.approvals} of {invoice.approvalsNeeded} approvals.
      </Text>
      {invoice.description ? <Text size="sm">{invoice.description}</Text> : null}
      <DuplicateFlag invoice={invoice} />
      {invoice.hasFile ? (
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => pdf.mutate('open')}
            loading={pdf.isPending && pdf.variables === 'open'}
          >
            Open PDF
          </Button>
          <Button
            variant="default"
            onClick={() => pdf.mutate('download')}
            loading={pdf.isPending && pdf.variables === 'download'}
          >
            Download PDF
          </Button>
        </Group>
      ) : null}
      <FailureAlert when={pdf.isError} title="The PDF could not be opened">
        {errorText(pdf.error)}
      </FailureAlert>
      <Title order={3} size="h4">
        Board decisions
      </Title>
      {detail.decisions.length === 0 ? (
        <Text size="sm">No board member has decided yet.</Text>
      ) : (
        <ul>
          {detail.decisions.map((decision) => (
            <li key={`${decision.userName}-${decision.decidedAt}`}>
              {decision.userName}: {decision.decision === 'approve' ? 'approved' : 'rejected'} on{' '}
              {formatDateTime(decision.decidedAt)}
              {decision.note ? ` — “${decision.note}”` : ''}
            </li>
          ))}
        </ul>
      )}
      <Title order={3} size="h4">
        {invoice.vendorName}’s recent invoices
      </Title>
      {detail.vendorRecent.length === 0 ? (
        <Text size="sm">No other invoices from this vendor.</Text>
      ) : (
        <TableScroll label={`Recent invoices of ${invoice.vendorName}`} minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Invoice</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.vendorRecent.map((other) => (
                <Table.Tr key={other.id}>
                  <Table.Td>{other.invoiceNumber}</Table.Td>
                  <Table.Td>{formatCalendarDate(other.invoiceDate)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(other.amount)}</Table.Td>
                  <Table.Td>{invoiceStatusLabels[other.status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}

/** Approve or Reject with a note (a rejection needs one); refused decisions say why. */
function DecisionForm({ associationId, detail }: { associationId: number; detail: InvoiceDetail }) {
  const mimic = useIsMimic();
  const decide = useDecideInvoice(associationId, detail.invoice.id);
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  if (mimic) return <Text size="sm">Invoices cannot be approved or rejected in mimic mode.</Text>;
  if (detail.invoice.myDecision) {
    return <Text size="sm">You approved this invoice; it waits for another board member.</Text>;
  }
  const failure = decide.isError ? formFailure(decide.error, ['note'] as const) : null;
  const send = async (decision: 'approve' | 'reject') => {
    setDone('');
    try {
      const answer = await decide.mutateAsync({ decision, note: note.trim() });
      setDone(
        decision === 'reject'
          ? 'The invoice was rejected.'
          : answer.invoice.status === 'approved'
            ? 'The invoice is approved.'
            : 'Your approval is recorded.',
      );
    } catch {
      // shown below
    }
  };
  return (
    <Stack gap="xs" maw={640}>
      <Textarea
        label="Note"
        description="Required to reject. The other board members see it."
        autosize
        minRows={2}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={failure?.field === 'note' ? failure.message : undefined}
      />
      <FailureAlert when={failure && failure.field !== 'note'} title="Your decision was not recorded">
        {failure?.message}
      </FailureAlert>
      <Text size="sm" role="status">
        {done}
      </Text>
      <Group gap="sm">
        <Button
          color="green.9"
          onClick={() => void send('approve')}
          loading={decide.isPending && decide.variables.decision === 'approve'}
        >
          Approve
        </Button>
        <Button
          color="red.9"
          onClick={() => void send('reject')}
          loading={decide.isPending && decide.variables.decision === 'reject'}
        >
          Reject
        </Button>
      </Group>
    </Stack>
  );
}
