import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import type { FailedPaymentFacts } from './payment-failed';
import { defineTemplate } from './template';

/** The bank returned a payment: always told. */
export const paymentReturnedTemplate = defineTemplate<FailedPaymentFacts>({
  title: 'Bank payment returned',
  audience: 'essential',
  sample: {
    what: 'Auto-Draft payment',
    total: 25_000,
    date: '2026-12-01',
    accountNumber: '100245',
    methodName: 'First Bank checking ending in 6789',
    reason: 'R01 (insufficient funds)',
  },
  compose: (input) => ({
    subject: `Your payment for account ${input.accountNumber} was returned`,
    blocks: [
      { p: 'Hello,' },
      {
        p: `Your bank returned the ${input.what} of ${formatMoney(input.total)} made on ${formatCalendarDate(input.date)} for account ${input.accountNumber} from ${input.methodName}.`,
      },
      { p: `Reason: ${input.reason}` },
      {
        p: 'The payment has been reversed on your account, so the amount is owed again. Your association may charge a returned-payment fee. Please pay again, with another payment method if needed.',
      },
    ],
  }),
});
