import { type Cents, formatCents } from '@hoa/contracts/money';
import { Table } from '@mantine/core';
import { formatCalendarDate } from '../billing-dates';
import { intervalLabels } from '../intervals';
import type { OpenSetup } from './checkout-calls';

const money = (amount: number) => formatCents(amount as Cents);

/** The rows a person checks before paying: amount, fees, total, method and when. */
export function summaryRows(setup: OpenSetup, accountName: string): [string, string][] {
  const rows: [string, string][] = [['Account', accountName]];
  const { payment } = setup;
  if (setup.kind === 'recurring') {
    const p = setup.payment;
    rows.push(
      ['Amount', p.payFullBalance ? 'The full balance on each payment date' : money(p.amount ?? 0)],
      ...(p.maximumAmount === null
        ? []
        : ([['Maximum per payment', money(p.maximumAmount)]] as [string, string][])),
    );
    if (p.estimatedFees) {
      rows.push(
        ['Processing fee', money(p.estimatedFees.processingFee)],
        ['Large-amount fee', money(p.estimatedFees.largeAmountFee)],
        ['Total per payment', money(p.estimatedFees.total)],
      );
    } else {
      rows.push(['Fees', 'Worked out on each payment from the amount due']);
    }
    rows.push(
      ['Frequency', intervalLabels[p.interval]],
      ['First payment', formatCalendarDate(p.nextPaymentDate)],
    );
  } else {
    rows.push(
      ['Amount', money(payment.amount as number)],
      ['Processing fee', money(setup.payment.processingFee)],
      ['Large-amount fee', money(setup.payment.largeAmountFee)],
      ['Total', money(setup.payment.total)],
      ['Payment date', setup.kind === 'future' ? formatCalendarDate(setup.payment.scheduledDate) : 'Today'],
    );
  }
  rows.push(['Payment method', payment.paymentMethodName]);
  if (payment.notes) rows.push(['Notes', payment.notes]);
  return rows;
}

/** The rows as a two-column table (header cells name each row for screen readers). */
export function SummaryTable({ rows, caption }: { rows: [string, string][]; caption: string }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td fw={label.startsWith('Total') ? 700 : undefined}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
