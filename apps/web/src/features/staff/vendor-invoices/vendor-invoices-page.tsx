import { invoiceStatusLabels } from '@hoa/contracts/association-books';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import type { ApprovalRules, InvoiceSummary } from '@hoa/contracts/vendor-invoices';
import { Button, Group, NumberInput, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { formFailure } from '../../../lib/api/form-failure';
import { parseDollarsToCents } from '../../../lib/money-input';
import { pages } from '../../../lib/pages';
import { useRecordPayment, useSaveApprovalRules, useStaffInvoices, useVendors } from '../api/vendor-invoices';
import { useStaffAssociations } from '../books/staff-books-api';
import { InvoiceEntryForm } from './invoice-entry-form';
import { VendorsSection } from './vendors-section';

/** /staff/vendor-invoices: an association's vendors, its invoices (entered with their PDF, paid) and rules. */
export function VendorInvoicesPage() {
  return (
    <AssociationChooserPage title={pages.staffVendorInvoices.title} associations={useStaffAssociations()}>
      {(associationId) => <AssociationBooks associationId={associationId} />}
    </AssociationChooserPage>
  );
}

function AssociationBooks({ associationId }: { associationId: number }) {
  const vendors = useVendors(associationId);
  const invoices = useStaffInvoices(associationId);
  return (
    <Stack gap="lg">
      <QueryStatus
        label="Loading the vendors…"
        isPending={vendors.isPending}
        error={vendors.error}
        onRetry={() => void vendors.refetch()}
      />
      {vendors.data ? (
        <>
          <VendorsSection associationId={associationId} vendors={vendors.data.vendors} />
          <InvoiceEntryForm associationId={associationId} list={vendors.data} />
        </>
      ) : null}
      <QueryStatus
        label="Loading the invoices…"
        isPending={invoices.isPending}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
      />
      {invoices.data ? (
        <>
          <InvoiceTable associationId={associationId} invoices={invoices.data.invoices} />
          <RulesForm
            key={JSON.stringify(invoices.data.rules)}
            associationId={associationId}
            rules={invoices.data.rules}
          />
        </>
      ) : null}
    </Stack>
  );
}

function InvoiceTable({ associationId, invoices }: { associationId: number; invoices: InvoiceSummary[] }) {
  const [paying, setPaying] = useState(0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="staff-invoices-heading">
      <Title order={2} size="h3" id="staff-invoices-heading">
        Invoices
      </Title>
      <TableScroll label="Invoices" minWidth={820}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {['Vendor', 'Invoice', 'Amount', 'Due', 'Status', 'Approvals', 'Payment'].map((title) => (
                <Table.Th key={title} scope="col">
                  {title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.vendorName}</Table.Td>
                <Table.Td>{invoice.invoiceNumber}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.amount)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(invoice.dueDate)}</Table.Td>
                <Table.Td>{invoiceStatusLabels[invoice.status]}</Table.Td>
                <Table.Td>
                  {invoice.approvals} of {invoice.approvalsNeeded}
                </Table.Td>
                <Table.Td>
                  {invoice.status === 'paid' ? (
                    `${formatCalendarDate(invoice.paidOn ?? '')}, ${invoice.paymentReference ?? ''}`
                  ) : invoice.status === 'approved' ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setPaying(invoice.id)}
                      aria-label={`Mark invoice ${invoice.invoiceNumber} paid`}
                    >
                      Mark paid
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {paying > 0 ? (
        <PaymentForm
          key={paying}
          associationId={associationId}
          invoice={invoices.find((one) => one.id === paying)}
          onDone={() => setPaying(0)}
        />
      ) : null}
    </Stack>
  );
}

function PaymentForm({
  associationId,
  invoice,
  onDone,
}: {
  associationId: number;
  invoice?: InvoiceSummary;
  onDone: () => void;
}) {
  const pay = useRecordPayment(associationId);
  const [paidOn, setPaidOn] = useState('');
  const [reference, setReference] = useState('');
  const failure = pay.isError ? formFailure(pay.error, ['paidOn', 'reference'] as const) : null;
  if (!invoice) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        pay.mutate({ invoiceId: invoice.id, paidOn, reference }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs" maw={420}>
        <Title order={3} size="h4">
          Payment of invoice {invoice.invoiceNumber} ({formatMoney(invoice.amount)})
        </Title>
        <TextInput
          label="Paid on"
          type="date"
          required
          value={paidOn}
          onChange={(e) => setPaidOn(e.currentTarget.value)}
          error={failure?.field === 'paidOn' ? failure.message : undefined}
        />
        <TextInput
          label="Reference (check number)"
          required
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={failure?.field === 'reference' ? failure.message : undefined}
        />
        <FailureAlert when={failure && failure.field === null} title="The payment was not recorded">
          {failure?.message}
        </FailureAlert>
        <Group gap="sm">
          <Button type="submit" loading={pay.isPending}>
            Record payment
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

/** How many board approvals an invoice needs, and more above an amount (entered in dollars). */
function RulesForm({ associationId, rules }: { associationId: number; rules: ApprovalRules }) {
  const save = useSaveApprovalRules(associationId);
  const [required, setRequired] = useState<string | number>(rules.approvalsRequired);
  const [above, setAbove] = useState<string | number>(
    rules.aboveAmount === null ? '' : rules.aboveAmount / 100,
  );
  const [approvalsAbove, setApprovalsAbove] = useState<string | number>(rules.approvalsAbove ?? '');
  const failure = save.isError
    ? formFailure(save.error, ['approvalsRequired', 'aboveAmount', 'approvalsAbove'] as const)
    : null;
  const at = (field: string) => (failure?.field === field ? failure.message : undefined);
  const submit = () => {
    const amount = above === '' ? null : parseDollarsToCents(String(above));
    save.mutate({
      approvalsRequired: Number(required),
      aboveAmount: amount === null ? null : amount.ok ? amount.cents : 0,
      approvalsAbove: numberOrNull(approvalsAbove),
    });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="rules-heading" maw={420}>
      <Title order={2} size="h3" id="rules-heading">
        Approval rules
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <NumberInput
            label="Approvals required"
            min={1}
            max={9}
            allowDecimal={false}
            value={required}
            onChange={setRequired}
            error={at('approvalsRequired')}
          />
          <NumberInput
            label="More approvals above this amount ($, optional)"
            min={0}
            decimalScale={2}
            value={above}
            onChange={setAbove}
            error={at('aboveAmount')}
          />
          <NumberInput
            label="Approvals above that amount"
            min={1}
            max={9}
            allowDecimal={false}
            value={approvalsAbove}
            onChange={setApprovalsAbove}
            error={at('approvalsAbove')}
          />
          <FailureAlert when={failure && failure.field === null} title="The rules were not saved">
            {failure?.message}
          </FailureAlert>
          <span role="status">{save.isSuccess ? 'Approval rules saved.' : ''}</span>
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save rules
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
