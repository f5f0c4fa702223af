import type { Block } from './render';
import { defineTemplate } from './template';

/**
 * A one-time express-pay link for a payer who is not signed in (issue 15, ADR 118): sent by staff or the
 * owner to a payer's address, or asked for again from a link that had ended (then to the address on file).
 */
export const expressPayLinkTemplate = defineTemplate<{
  associationName: string;
  /** The account as the payer may see it (masked, ADR 118). */
  account: string;
  href: string;
  /** The last day the link works, written out. */
  validUntil: string;
  /** Who asked for the link to be sent: staff, the owner, or a request from an ended link. */
  kind: 'staff' | 'owner' | 'renewal';
}>({
  title: 'Payment link',
  audience: 'essential',
  sample: {
    associationName: 'Harbor Pointe Owners Association',
    account: 'Account •••0001',
    href: 'https://portal.example.com/epay/email/6Nq0c1bEw3f2yqN4WQdS0s2pX0m1uC9f7rY5vKk8aZg',
    validUntil: 'December 13, 2026',
    kind: 'staff',
  },
  compose: (input) => {
    const why: Record<typeof input.kind, string> = {
      staff: `The management company of ${input.associationName} sent you a link to pay ${input.account}.`,
      owner: `The owner of ${input.account} at ${input.associationName} sent you a link to pay it.`,
      renewal: `You asked for a new link to pay ${input.account} at ${input.associationName}.`,
    };
    const blocks: Block[] = [
      { p: 'Hello,' },
      { p: why[input.kind] },
      { p: 'You do not need to sign in. The page shows the balance and any fee before you pay.' },
      { link: { label: 'Pay now', href: input.href } },
      {
        p: `The link works once, until ${input.validUntil}. Do not forward it: anyone holding it can pay this account.`,
      },
      { p: 'If you did not expect this message, you can ignore it: nothing is charged unless you pay.' },
    ];
    return { subject: `Your payment link for ${input.associationName}`, blocks };
  },
});
