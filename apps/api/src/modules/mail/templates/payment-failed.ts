import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { defineTemplate } from './template';

/** Which payment did not go through (declined or returned), for how much, when, from which method, and why. */
export interface FailedPaymentFacts {
  what: string;
  total: number;
  date: string;
  accountNumber: string;
  methodName: string;
  /** In plain words, e.g. "Your card was declined." or "R01 (insufficient funds)". */
  reason: string;
}

/** A payment made without the homeowner at hand (scheduled, recurring, Auto-Draft) was declined. */
export const paymentFailedTemplate = defineTemplate<FailedPaymentFacts>({
  title: 'Scheduled payment declined',
  audience: 'essential',
  sample: {
    what: 'scheduled payment',
    total: 10_000,
    date: '2026-12-01',
    accountNumber: '100245',
    methodName: 'Visa ending in 0002',
    reason: 'Your card was declined.',
  },
  compose: (input) => ({
    subject: `Your ${input.what} for account ${input.accountNumber} could not be made`,
    blocks: [
      { p: 'Hello,' },
      {
        p: `The ${input.what} of ${formatMoney(input.total)} due on ${formatCalendarDate(input.date)} for account ${input.accountNumber} from ${input.methodName} could not be made.`,
      },
      { p: `Reason: ${input.reason}` },
      {
        p: 'Nothing was charged. Please make the payment in the portal, with another payment method if needed.',
      },
    ],
  }),
});
