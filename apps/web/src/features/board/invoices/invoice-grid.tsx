import { invoiceStatusLabels } from '@hoa/contracts/association-books';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import type { InvoiceSummary } from '@hoa/contracts/vendor-invoices';
import { Badge, Button, Checkbox, Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';

export interface InvoiceGridProps {
  invoices: readonly InvoiceSummary[];
  /** Rows ticked for "Approve selected" (only invoices awaiting approval can be ticked). */
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onOpen: (id: number) => void;
}

/** "Possible duplicate of INV-1 (same number)", or nothing. */
export function DuplicateFlag({ invoice }: { invoice: InvoiceSummary }) {
  if (!invoice.duplicateOf) return null;
  const why = invoice.duplicateOf.reason === 'number' ? 'same invoice number' : 'same amount within 90 days';
  return (
    <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
      Possible duplicate of {invoice.duplicateOf.invoiceNumber} ({why})
    </Badge>
  );
}

function columnsOf({ selected, onToggle, onOpen }: Omit<InvoiceGridProps, 'invoices'>) {
  const columns: GridColumn<InvoiceSummary>[] = [
    {
      id: 'select',
      title: 'Select',
      width: 80,
      render: (invoice) =>
        invoice.status === 'pending' && invoice.myDecision === null ? (
          <Checkbox
            aria-label={`Select invoice ${invoice.invoiceNumber} of ${invoice.vendorName}`}
            checked={selected.has(invoice.id)}
            onChange={(event) => onToggle(invoice.id, event.currentTarget.checked)}
          />
        ) : null,
    },
    { id: 'vendor', title: 'Vendor', render: (invoice) => invoice.vendorName },
    {
      id: 'number',
      title: 'Invoice number',
      render: (invoice) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onOpen(invoice.id)}
          aria-label={`Open invoice ${invoice.invoiceNumber} of ${invoice.vendorName}`}
        >
          {invoice.invoiceNumber}
        </Button>
      ),
    },
    {
      id: 'amount',
      title: 'Amount',
      align: 'right',
      render: (invoice) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.amount)}</span>,
    },
    { id: 'account', title: 'Expense account', render: (invoice) => invoice.expenseAccount.name },
    {
      id: 'due',
      title: 'Due date',
      render: (invoice) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(invoice.dueDate)}</span>
      ),
    },
    {
      id: 'approvals',
      title: 'Approvals',
      render: (invoice) => (
        <Text size="sm">
          {invoice.approvals} of {invoice.approvalsNeeded}
          {invoice.myDecision === 'approve' ? ' (incl. yours)' : ''}
        </Text>
      ),
    },
    { id: 'status', title: 'Status', render: (invoice) => invoiceStatusLabels[invoice.status] },
    {
      id: 'duplicate',
      title: 'Duplicate check',
      width: 240,
      render: (invoice) => <DuplicateFlag invoice={invoice} />,
    },
  ];
  return columns;
}

/** The board's invoice grid (saved layouts per user): tick rows to approve them together, open one to decide. */
export function InvoiceGrid({ invoices, ...props }: InvoiceGridProps) {
  return (
    <DataGrid
      gridId="board-invoices"
      label="Vendor invoices"
      columns={columnsOf(props)}
      records={invoices}
      rowKey={(invoice) => invoice.id}
      minTableWidth={1100}
    />
  );
}
