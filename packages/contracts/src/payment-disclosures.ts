/** The texts a homeowner agrees to; each has a version, and consent is stored per version. */
export interface Disclosure {
  id: string;
  version: string;
  title: string;
  paragraphs: string[];
}

export const paymentTermsDisclosure: Disclosure = {
  id: 'payment-terms',
  version: '2026-01',
  title: 'Payment disclosures',
  paragraphs: [
    'Payments are applied to your association account on the date they are made. Card or bank funds are pulled 2–4 business days after the authorized date.',
    'A processing fee may apply, depending on your association and the payment method. Payments over $2,000.00 may incur an additional fee. Every fee is shown before you confirm.',
    'Scheduled and recurring payments can be changed or removed until 8:00 PM Eastern time on the day before the payment date. One-time payments made today cannot be cancelled.',
    'A bank payment that is returned (for example for insufficient funds) is reversed on your account and your association may charge a returned-payment fee.',
    'To cancel a recurring payment or Auto-Draft by notice to your management company allow 14 calendar days; cancelling in the portal takes effect within one business day.',
  ],
};

const autoDraftDebits = (fromWhere: string) =>
  `I authorize my association and its management company to initiate recurring electronic debits (ACH) from ${fromWhere} for the amounts due on my association account, on the draft day I have chosen each month, and, if necessary, credits to correct erroneous debits.`;
const autoDraftUntilCancelled =
  'This authorization remains in effect until I cancel it. Cancelling in the portal takes effect within one business day; cancelling by notice to the management company requires 14 calendar days.';

/**
 * The Auto-Draft authorization of the legacy form (SPEC §3): the bank details are typed in above the
 * text, and the homeowner signs by typing their name in the eSignature field below it.
 */
export const achAuthorizationDisclosure: Disclosure = {
  id: 'ach-authorization',
  version: '2026-11',
  title: 'Auto-Draft authorization',
  paragraphs: [
    autoDraftDebits('the bank account I entered above'),
    autoDraftUntilCancelled,
    'I confirm that I am an authorized signer on this bank account and that typing my name in the eSignature field below is my electronic signature.',
  ],
};

/**
 * The Auto-Draft authorization of the enrollment confirm dialog: a saved bank account (or one just added)
 * is named in the dialog above the text, and choosing Enroll is the signature; nothing is typed there.
 */
export const savedMethodAutoDraftDisclosure: Disclosure = {
  id: 'ach-authorization-saved-method',
  version: '2026-11',
  title: 'Auto-Draft authorization',
  paragraphs: [
    autoDraftDebits('the saved bank account named above'),
    autoDraftUntilCancelled,
    'I confirm that I am an authorized signer on this bank account and that choosing Enroll below is my electronic signature.',
  ],
};

/**
 * The one-time ACH authorization of an express payment by bank (issue 15): the payer, who may not be the
 * owner, entered the bank account in the processor's fields above; choosing Pay is the signature.
 */
export const oneTimeAchAuthorizationDisclosure: Disclosure = {
  id: 'ach-authorization-one-time',
  version: '2026-11',
  title: 'Bank payment authorization',
  paragraphs: [
    'I authorize the association and its management company to initiate one electronic debit (ACH) from the bank account I entered above, for the total shown, on or after today, and, if necessary, a credit to correct an erroneous debit.',
    'I confirm that I am an authorized signer on this bank account and that choosing Pay is my electronic signature. This authorization is for this payment only.',
  ],
};

/**
 * The line of a payment's confirm dialog, before the link to the payment disclosures: a one-time (or
 * scheduled) payment is one debit; a recurring payment repeats on the schedule shown above it.
 */
export const checkoutAuthorizationLead = {
  single: 'By choosing Confirm payment you authorize this one payment under the',
  recurring:
    'By choosing Confirm payment you authorize these recurring payments, on the schedule shown above until you change or remove them, under the',
} as const;

export const disclosureText = (disclosure: Disclosure) => disclosure.paragraphs.join('\n\n');
