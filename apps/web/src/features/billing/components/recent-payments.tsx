import type { PaymentDto } from '@hoa/contracts/billing';
import { type Cents, formatCents } from '@hoa/contracts/money';
import { Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../billing-dates';

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

/** Recent payments on an account: date, total, method, status (with the failure reason) and confirmation. */
export function RecentPayments({ payments }: { payments: PaymentDto[] }) {
  if (payments.length === 0) return <Text>No payments yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped captionSide="top">
        <Table.Caption>Recent payments</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
            <Table.Th scope="col">Method</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Confirmation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatCalendarDate(payment.paymentDate)}</Table.Td>
              <Table.Td ta="right">{formatCents(payment.total as Cents)}</Table.Td>
              <Table.Td>{payment.paymentMethodName}</Table.Td>
              <Table.Td>
                {statusLabels[payment.status]}
                {payment.failureMessage ? `: ${payment.failureMessage}` : ''}
              </Table.Td>
              <Table.Td>{payment.confirmationNumber ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
