import { z } from 'zod';
import { amountSchema, methodKindSchema, processorBrowserConfigSchema } from './billing';

/**
 * Express pay (issue 15): people who are not signed in pay one account's balance from a checkout link.
 * A link names one account (owner and sub-ledger) and how it was handed out (the `{strategy}` segment of
 * `/epay/{strategy}/{link}`); the express-pay client exchanges it for a short-lived epay token.
 */

/** `statement`: the standing link printed on statements and reminders; `email`: a one-time link sent to a payer. */
export const checkoutStrategies = ['statement', 'email'] as const;
export type CheckoutStrategy = (typeof checkoutStrategies)[number];

/** A link's secret: 32 random bytes (256 bits), base64url without padding. */
export const checkoutLinkBytes = 32;
export const checkoutLinkPattern = /^[A-Za-z0-9_-]{43}$/;

/** How long each kind of link lasts, in days (a statement link is renewed with each statement). */
export const checkoutLinkDays: Record<CheckoutStrategy, number> = { statement: 45, email: 14 };

/** How long an epay token lasts: 15 minutes. */
export const epayTokenSeconds = 15 * 60;

export const checkoutLinkStates = ['sent', 'opened', 'paid', 'expired', 'revoked'] as const;
export type CheckoutLinkState = (typeof checkoutLinkStates)[number];

export const expressPayMessages = {
  invalidLink: 'This payment link is not valid. Check that the whole link was copied, or ask for a new one.',
  expiredLink:
    'This payment link has expired. You can ask for a new one to be e-mailed to the address on file.',
  usedLink:
    'This payment link has already been used to pay. You can ask for a new one to be e-mailed to the address on file.',
  revokedLink:
    'This payment link has been withdrawn by the management company. Contact them if you still need to pay.',
  sessionEnded: 'Your payment session has ended. Open the payment link again to continue.',
  acceptFirst: 'Please read and accept the payment terms before you pay.',
  methodNotEntered: 'Please enter your card or bank details before you pay.',
  methodKindMismatch:
    'The details entered are not the kind of payment method chosen. Choose the method again.',
  versionChanged: 'This text has changed. Please read it again.',
} as const;

/** The most one express payment may be: the association's limit, in words. */
export const overLimitMessage = (limit: string) => `The most you can pay through this link is ${limit}.`;

/** Error codes of the express-pay client, so the page can tell a dead link from a fault. */
export const expressPayErrorCodes = {
  invalidLink: 'EPAY_LINK_INVALID',
  expiredLink: 'EPAY_LINK_EXPIRED',
  usedLink: 'EPAY_LINK_USED',
  revokedLink: 'EPAY_LINK_REVOKED',
} as const;

export const authenticateBodySchema = z
  .object({
    strategy: z.enum(checkoutStrategies).describe('How the link was handed out: statement or email'),
    link: z
      .string()
      .regex(checkoutLinkPattern, 'A payment link is 43 letters, digits, - or _')
      .describe('The secret part of the link (`/epay/{strategy}/{link}`)'),
  })
  .strict()
  .meta({ id: 'ExpressPayAuthenticate' });
export type AuthenticateBody = z.infer<typeof authenticateBodySchema>;

export const epaySessionSchema = z
  .object({
    epayToken: z.string().describe('Bearer token for the express-pay client only, for this link’s account'),
    expiresAt: z.iso.datetime().describe('When the epay token stops working (15 minutes)'),
  })
  .meta({ id: 'ExpressPaySession' });
export type EpaySession = z.infer<typeof epaySessionSchema>;

export const expressPayChargeSchema = z.object({
  dueDate: z.string().describe('YYYY-MM-DD'),
  description: z.string(),
  amount: z.number().int().describe('Cents'),
});

export const expressPayAccountSchema = z
  .object({
    associationName: z.string(),
    logoUrl: z.string().nullable(),
    ownerName: z.string().describe('The owner’s name, masked: first name and the initial of the last'),
    property: z.string().describe('The property, masked: street number hidden'),
    accountNumber: z.string().describe('The account number, masked but for its last 4'),
    balance: z.number().int().describe('Cents owed; zero or less needs no payment'),
    upcomingCharges: z.array(expressPayChargeSchema).describe('Charges due within the next 25 days'),
    paymentsAllowed: z.boolean().describe('False when payments are blocked or turned off for the account'),
    paymentsNotAllowedReason: z.string().nullable(),
  })
  .meta({ id: 'ExpressPayAccount' });
export type ExpressPayAccount = z.infer<typeof expressPayAccountSchema>;

export const expressPayPaymentSchema = z
  .object({
    id: z.number().int(),
    status: z
      .string()
      .describe('charging, pending (a bank payment on its way), processed, returned or failed'),
    amount: z.number().int().describe('Cents'),
    processingFee: z.number().int().describe('Cents'),
    largeAmountFee: z.number().int().describe('Cents'),
    total: z.number().int().describe('Cents, fees included'),
    paymentDate: z.string(),
    methodName: z.string().describe('The card or bank account, by brand or bank and its last 4'),
    confirmationNumber: z.string().nullable(),
    processedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ExpressPayPayment' });
export type ExpressPayPayment = z.infer<typeof expressPayPaymentSchema>;

export const expressPayPaymentListSchema = z
  .object({ payments: z.array(expressPayPaymentSchema) })
  .meta({ id: 'ExpressPayPaymentList' });
export type ExpressPayPaymentList = z.infer<typeof expressPayPaymentListSchema>;

/** Masks a name for someone holding only a link: "Jordan Smith" → "Jordan S." */
export function maskOwnerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** Masks a street address's number: "12 Oak Lane, Springfield" → "•• Oak Lane, Springfield". */
export function maskStreetAddress(address: string): string {
  return address.replace(/^\s*\d+[A-Za-z]?\b/, (number) => '•'.repeat(Math.min(number.trim().length, 6)));
}

/** Masks an account number but for its last 4: "MB-0042" → "•••0042". */
export function maskAccountNumber(accountNumber: string): string {
  if (accountNumber.length <= 4) return accountNumber;
  return `${'•'.repeat(Math.min(accountNumber.length - 4, 6))}${accountNumber.slice(-4)}`;
}

/** What asking for a fresh link answers, whether or not the link named an account with an address on file. */
export const renewalMessage =
  'If this link belongs to an account with an e-mail address on file, a new payment link has been sent there. It can take a few minutes to arrive.';

/** Send a one-time payment link for an account to a payer's e-mail address (the owner, or staff in mimic mode). */
export const sendCheckoutLinkSchema = z
  .object({
    email: z.email('Enter a valid e-mail address').max(254).describe('Where to send the one-time link'),
  })
  .strict()
  .meta({ id: 'SendCheckoutLink' });

/** A checkout link as the account's owner and staff see it (never its secret). */
export const checkoutLinkSchema = z
  .object({
    id: z.number().int(),
    strategy: z.enum(checkoutStrategies),
    state: z.enum(checkoutLinkStates),
    recipientEmail: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    openedAt: z.iso.datetime().nullable(),
    paidAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CheckoutLink' });
export type CheckoutLinkDto = z.infer<typeof checkoutLinkSchema>;

export const checkoutLinkListSchema = z
  .object({ links: z.array(checkoutLinkSchema) })
  .meta({ id: 'CheckoutLinkList' });

const fees = z.object({
  amount: z.number().int().describe('Cents'),
  processingFee: z.number().int().describe('Cents'),
  largeAmountFee: z.number().int().describe('Cents'),
  total: z.number().int().describe('Cents, what is charged'),
});

/** Start an express payment: how much, and with which kind of method. */
export const expressPaySetupRequestSchema = z
  .object({
    amount: amountSchema.describe('Cents; at most the association’s express-pay limit'),
    methodKind: methodKindSchema,
    payerEmail: z
      .email('Enter a valid e-mail address')
      .max(254)
      .optional()
      .describe('Where to send the receipt'),
  })
  .strict()
  .meta({ id: 'ExpressPaySetupRequest' });

/** Change an express payment before it is confirmed (a new method kind starts a new processor setup). */
export const expressPaySetupUpdateSchema = z
  .object({
    amount: amountSchema.optional(),
    methodKind: methodKindSchema.optional(),
    payerEmail: z.email('Enter a valid e-mail address').max(254).nullable().optional(),
    newMethodEntry: z
      .boolean()
      .optional()
      .describe('Start the card or bank fields afresh (after a reload, or a decline): a new client secret'),
  })
  .strict()
  .meta({ id: 'ExpressPaySetupUpdate' });

/** The payer accepts the payment terms and, for a bank payment, the one-time ACH authorization. */
export const expressPayAcknowledgementSchema = z
  .object({
    termsVersion: z.string().max(32),
    achAuthorizationVersion: z.string().max(32).optional(),
  })
  .strict()
  .meta({ id: 'ExpressPayAcknowledgement' });

export const expressPaySetupSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['open', 'confirmed', 'cancelled']),
    amount: z.number().int().describe('Cents'),
    methodKind: methodKindSchema,
    fees: fees.describe('What this payment costs with the chosen method'),
    feesByMethod: z
      .object({ card: fees.nullable(), bank: fees.nullable() })
      .describe('What it would cost with each method the association takes (null: not offered)'),
    clientSecret: z
      .string()
      .nullable()
      .describe(
        'For the processor’s own fields in the browser; only in the answer that started a processor setup (never stored by us)',
      ),
    processorSetupId: z.string(),
    processor: processorBrowserConfigSchema,
    payerEmail: z.string().nullable(),
    acknowledged: z
      .boolean()
      .describe('The terms (and for a bank payment the ACH authorization) were accepted'),
    paymentId: z.number().int().nullable(),
  })
  .meta({ id: 'ExpressPaySetup' });
export type ExpressPaySetupDto = z.infer<typeof expressPaySetupSchema>;
