import type { PaymentDto } from '@hoa/contracts/billing';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';

const statusLabels: Record<PaymentDto['status'], string> = {
  setup: 'Not confirmed',
  charging: 'Processing',
  pending: 'Pending',
  scheduled: 'Scheduled',
  processed: 'Processed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  returned: 'Returned',
};

/** How the payment was made: in the portal, on a schedule, by Auto-Draft, or through a payment link. */
const sourceLabels: Record<PaymentDto['kind'], string> = {
  one_time: 'Portal',
  future: 'Scheduled',
  recurring: 'Recurring',
  auto_draft: 'Auto-Draft',
  express: 'Payment link',
};

const columns: GridColumn<PaymentDto>[] = [
  { id: 'date', title: 'Date', render: (payment) => formatCalendarDate(payment.paymentDate) },
  { id: 'total', title: 'Total', align: 'right', render: (payment) => formatMoney(payment.total) },
  { id: 'method', title: 'Method', render: (payment) => payment.paymentMethodName },
  {
    id: 'status',
    title: 'Status',
    render: (payment) =>
      `${statusLabels[payment.status]}${payment.failureMessage ? `: ${payment.failureMessage}` : ''}`,
  },
  { id: 'source', title: 'Source', render: (payment) => sourceLabels[payment.kind] },
  { id: 'confirmation', title: 'Confirmation', render: (payment) => payment.confirmationNumber ?? '' },
];

/** Recent payments on an account (a grid with a saved layout): date, total, method, status, source, confirmation. */
export function RecentPayments({ payments }: { payments: PaymentDto[] }) {
  if (payments.length === 0) return <Text>No payments yet.</Text>;
  return (
    <DataGrid
      gridId="payments"
      label="Recent payments"
      caption="Recent payments"
      columns={columns}
      records={payments}
      rowKey={(payment) => payment.id}
      minTableWidth={640}
    />
  );
}
