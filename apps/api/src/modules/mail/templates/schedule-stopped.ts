import { defineTemplate } from './template';

/** A schedule could not run any more and was stopped (blocked account, expired method…). */
export const scheduleStoppedTemplate = defineTemplate<{
  accountNumber: string;
  description: string;
  reason: string;
}>({
  title: 'Scheduled payment stopped',
  audience: 'essential',
  sample: {
    accountNumber: '100245',
    description: 'Recurring payment of $150.00 (monthly), next on Dec 1, 2026',
    reason: 'The card has expired.',
  },
  compose: (input) => ({
    subject: `A scheduled payment for account ${input.accountNumber} has stopped`,
    blocks: [
      { p: 'Hello,' },
      { p: `This scheduled payment for account ${input.accountNumber} has stopped and will not be made:` },
      { quote: input.description },
      { p: `Why: ${input.reason}` },
      { p: 'To keep paying automatically, sign in and set it up again.' },
    ],
  }),
});
