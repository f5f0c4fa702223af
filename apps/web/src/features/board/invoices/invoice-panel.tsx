import { invoiceStatusLabels } from '@hoa/contracts/association-books';
import { formatCalendarDate, formatDateTime, formatMoney } from '@hoa/contracts/format';
import type { InvoiceDetail } from '@hoa/contracts/vendor-invoices';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FailureAlert } from '../../../components/failure-alert';
import { NoteDecision } from '../../../components/note-decision';
import { RecordPanel } from '../../../components/record-panel';
import { TableScroll } from '../../../components/table-scroll';
import { errorText } from '../../../lib/api/error-text';
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
    <RecordPanel
      headingId="invoice-heading"
      record={detail}
      title={(data) =>
        data ? `Invoice ${data.invoice.invoiceNumber} from ${data.invoice.vendorName}` : 'Invoice'
      }
      loadingLabel="Loading the invoice…"
      onClose={onClose}
    >
      {(data) => (
        <>
          <InvoiceFacts associationId={associationId} detail={data} />
          {data.invoice.status === 'pending' ? (
            <DecisionForm associationId={associationId} detail={data} />
          ) : null}
        </>
      )}
    </RecordPanel>
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
  if (mimic) return <Text size="sm">Invoices cannot be approved or rejected in mimic mode.</Text>;
  if (detail.invoice.myDecision) {
    return <Text size="sm">You approved this invoice; it waits for another board member.</Text>;
  }
  return (
    <NoteDecision
      noteDescription="Required to reject. The other board members see it."
      maxLength={2000}
      choices={[
        { decision: 'approve', label: 'Approve', color: 'green.9' },
        { decision: 'reject', label: 'Reject', color: 'red.9' },
      ]}
      decide={async (decision, note) => {
        const answer = await decide.mutateAsync({ decision, note });
        if (decision === 'reject') return 'The invoice was rejected.';
        return answer.invoice.status === 'approved'
          ? 'The invoice is approved.'
          : 'Your approval is recorded.';
      }}
      error={decide.error}
      pending={decide.isPending ? decide.variables.decision : undefined}
    />
  );
}
