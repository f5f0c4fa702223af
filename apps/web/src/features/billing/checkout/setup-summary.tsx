import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { intervalLabels } from '../intervals';
import type { OpenSetup } from './checkout-calls';

/** The rows a person checks before paying: amount, fees, total, method and when. */
export function summaryRows(setup: OpenSetup, accountName: string): [string, string][] {
  const rows: [string, string][] = [['Account', accountName]];
  const { payment } = setup;
  if (setup.kind === 'recurring') {
    const p = setup.payment;
    rows.push(
      ['Amount', p.payFullBalance ? 'The full balance on each payment date' : formatMoney(p.amount ?? 0)],
      ...(p.maximumAmount === null
        ? []
        : ([['Maximum per payment', formatMoney(p.maximumAmount)]] as [string, string][])),
    );
    if (p.estimatedFees) {
      rows.push(
        ['Processing fee', formatMoney(p.estimatedFees.processingFee)],
        ['Large-amount fee', formatMoney(p.estimatedFees.largeAmountFee)],
        ['Total per payment', formatMoney(p.estimatedFees.total)],
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
      ['Amount', formatMoney(payment.amount as number)],
      ['Processing fee', formatMoney(setup.payment.processingFee)],
      ['Large-amount fee', formatMoney(setup.payment.largeAmountFee)],
      ['Total', formatMoney(setup.payment.total)],
      ['Payment date', setup.kind === 'future' ? formatCalendarDate(setup.payment.scheduledDate) : 'Today'],
    );
  }
  rows.push(['Payment method', payment.paymentMethodName]);
  if (payment.notes) rows.push(['Notes', payment.notes]);
  return rows;
}
