import { formatMoney } from '@hoa/contracts/format';
import { defineTemplate } from './template';

export type CommitmentKind = 'future' | 'recurring' | 'autoDraft';

const subjects: Record<CommitmentKind, (accountNumber: string) => string> = {
  future: (accountNumber) => `Scheduled payment set up for account ${accountNumber}`,
  recurring: (accountNumber) => `Recurring payment set up for account ${accountNumber}`,
  autoDraft: (accountNumber) => `Auto-Draft enrollment confirmed for account ${accountNumber}`,
};

const what: Record<CommitmentKind, string> = {
  future: 'scheduled payment',
  recurring: 'recurring payment',
  autoDraft: 'Auto-Draft enrollment',
};

/**
 * A money commitment was made (a scheduled or recurring payment set up, Auto-Draft enrolled): the
 * confirmation, like a one-time payment's receipt. The owner may turn these off with the receipts.
 */
export const scheduleConfirmedTemplate = defineTemplate<{
  kind: CommitmentKind;
  accountNumber: string;
  /** The schedule in one line, as the stopped-schedule notices describe it. */
  description: string;
  methodName: string;
  /** Added to each payment it makes, in cents (0: none). */
  processingFee: number;
}>({
  title: 'Scheduled payment, recurring payment or Auto-Draft confirmed',
  audience: 'paymentConfirmation',
  sample: {
    kind: 'recurring',
    accountNumber: '100245',
    description: 'Recurring payment of $150.00 (monthly), next on Dec 1, 2026',
    methodName: 'Visa ending in 4242',
    processingFee: 295,
  },
  compose: (input) => ({
    subject: subjects[input.kind](input.accountNumber),
    blocks: [
      { p: 'Hello,' },
      { p: `This confirms your ${what[input.kind]} for account ${input.accountNumber}:` },
      { quote: input.description },
      {
        facts: [
          ['Paid from', input.methodName],
          ...(input.processingFee > 0
            ? [['Processing fee', `${formatMoney(input.processingFee)} per payment`] as const]
            : []),
        ],
      },
      {
        p: 'Payments are made automatically. To change or stop them, sign in to the portal. If you did not set this up, contact your management company.',
      },
    ],
  }),
});
