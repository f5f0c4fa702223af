import { formatCalendarDate } from '@hoa/contracts/format';
import type { Block } from './render';
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
  /** The account's current statement link (ADR 120); null when it has none (revoked this month). */
  payNowHref: string | null;
}>({
  title: 'Upcoming payment reminder',
  audience: 'essential',
  sample: {
    accountNumber: '100245',
    date: '2026-12-04',
    amountText: '$150.00',
    methodName: 'Visa ending in 4242',
    editableUntil: 'Dec 3, 2026, 8:00 PM Eastern time',
    payNowHref: 'https://portal.example.com/epay/statement/Rk3v9QpX2mT7cW1yZ8nB4dF6hJ0sL5aE_-uGoIiKxYw',
  },
  compose: (input) => ({
    subject: `Reminder: payment for account ${input.accountNumber} on ${formatCalendarDate(input.date)}`,
    blocks: [
      { p: 'Hello,' },
      {
        p: `A payment of ${input.amountText} for account ${input.accountNumber} will be made on ${formatCalendarDate(input.date)} from ${input.methodName}.`,
      },
      { p: `You can change or remove it in the portal until ${input.editableUntil}.` },
      ...(input.payNowHref
        ? ([
            { link: { label: 'Pay now without signing in', href: input.payNowHref } },
            {
              p: 'That link is the one on this month’s statement: anyone holding it can pay this account, so do not forward it. Paying through it does not cancel the scheduled payment.',
            },
          ] satisfies Block[])
        : []),
    ],
  }),
});
