import { formatCalendarDate } from '@hoa/contracts/format';
import { defineTemplate } from './template';

/** A scheduled or recurring payment is made in a few days. */
export const paymentReminderTemplate = defineTemplate<{
  accountNumber: string;
  date: string;
  /** "$150.00", or "your full balance (up to $300.00)". */
  amountText: string;
  methodName: string;
  /** Until when it can still be changed, with its time zone. */
  editableUntil: string;
}>({
  title: 'Upcoming payment reminder',
  audience: 'essential',
  sample: {
    accountNumber: '100245',
    date: '2026-12-04',
    amountText: '$150.00',
    methodName: 'Visa ending in 4242',
    editableUntil: 'Dec 3, 2026, 8:00 PM Eastern time',
  },
  compose: (input) => ({
    subject: `Reminder: payment for account ${input.accountNumber} on ${formatCalendarDate(input.date)}`,
    blocks: [
      { p: 'Hello,' },
      {
        p: `A payment of ${input.amountText} for account ${input.accountNumber} will be made on ${formatCalendarDate(input.date)} from ${input.methodName}.`,
      },
      { p: `You can change or remove it in the portal until ${input.editableUntil}.` },
    ],
  }),
});
