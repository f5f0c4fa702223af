import { defineTemplate } from './template';

/** The schedules that stopped because their payment method was removed, in one message. */
export const methodRemovedTemplate = defineTemplate<{
  methodName: string;
  stopped: readonly { accountNumber: string; description: string }[];
}>({
  title: 'Payment method removed',
  audience: 'essential',
  sample: {
    methodName: 'First Bank checking ending in 6789',
    stopped: [
      { accountNumber: '100245', description: 'Auto-Draft of the balance on day 5 of each month' },
      { accountNumber: '100245', description: 'Scheduled payment of $80.00 on 2026-12-15' },
    ],
  },
  compose: (input) => ({
    subject: 'Scheduled payments stopped: payment method removed',
    blocks: [
      { p: 'Hello,' },
      {
        p: `You removed the payment method ${input.methodName}. These scheduled payments used it and have stopped:`,
      },
      { list: input.stopped.map((item) => `Account ${item.accountNumber}: ${item.description}`) },
      { p: 'To keep paying automatically, set them up again with another payment method.' },
    ],
  }),
});
