import { defineTemplate } from './template';

/**
 * The homeowner ended an Auto-Draft enrollment in the portal: the confirmation that no more drafts are
 * made, like the one sent when it was set up. The owner may turn these off with the receipts.
 */
export const scheduleCancelledTemplate = defineTemplate<{
  accountNumber: string;
  /** The schedule in one line, as the confirmation described it. */
  description: string;
  methodName: string;
}>({
  title: 'Auto-Draft enrollment ended',
  audience: 'paymentConfirmation',
  sample: {
    accountNumber: '100245',
    description: 'Auto-Draft of the balance on day 15 of each month',
    methodName: 'First Bank checking ending in 6789',
  },
  compose: (input) => ({
    subject: `Auto-Draft ended for account ${input.accountNumber}`,
    blocks: [
      { p: 'Hello,' },
      { p: `You left Auto-Draft for account ${input.accountNumber}. This will no longer be drafted:` },
      { quote: input.description },
      { facts: [['Bank account', input.methodName]] },
      {
        p: 'It takes effect within one business day; a draft already made stands. Pay your balance another way from now on. If you did not do this, contact your management company.',
      },
    ],
  }),
});
