import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { defineTemplate } from './template';

/** A payment went through (a bank payment: was submitted). The owner may turn receipts off. */
export const paymentReceiptTemplate = defineTemplate<{
  /** What was paid, in words: "payment", "scheduled payment", "Auto-Draft payment"… */
  what: string;
  accountNumber: string;
  confirmationNumber: string;
  date: string;
  amount: number;
  processingFee: number;
  largeAmountFee: number;
  total: number;
  methodName: string;
  /** A bank payment still on its way. */
  pending: boolean;
}>({
  title: 'Payment receipt',
  audience: 'paymentConfirmation',
  sample: {
    what: 'payment',
    accountNumber: '100245',
    confirmationNumber: 'PMT-00000123',
    date: '2026-12-01',
    amount: 25_000,
    processingFee: 295,
    largeAmountFee: 0,
    total: 25_295,
    methodName: 'Visa ending in 4242',
    pending: false,
  },
  compose: (input) => ({
    subject: `Payment receipt: ${formatMoney(input.total)} for account ${input.accountNumber}`,
    blocks: [
      { p: 'Hello,' },
      { p: `Thank you. We received your ${input.what} for account ${input.accountNumber}.` },
      {
        facts: [
          ['Confirmation number', input.confirmationNumber],
          ['Date', formatCalendarDate(input.date)],
          ['Amount', formatMoney(input.amount)],
          ...(input.processingFee > 0 ? [['Processing fee', formatMoney(input.processingFee)] as const] : []),
          ...(input.largeAmountFee > 0
            ? [['Large payment fee', formatMoney(input.largeAmountFee)] as const]
            : []),
          ['Total', formatMoney(input.total)],
          ['Paid from', input.methodName],
        ],
      },
      {
        p: input.pending
          ? 'Bank payments take 2–4 business days to complete; we will e-mail you if the bank returns it.'
          : 'The payment is complete.',
      },
    ],
  }),
});
