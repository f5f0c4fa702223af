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

export const achAuthorizationDisclosure: Disclosure = {
  id: 'ach-authorization',
  version: '2026-01',
  title: 'Auto-Draft authorization',
  paragraphs: [
    'I authorize my association and its management company to initiate recurring electronic debits (ACH) from the bank account below for the amounts due on my association account, on the draft day I have chosen each month, and, if necessary, credits to correct erroneous debits.',
    'This authorization remains in effect until I cancel it. Cancelling in the portal takes effect within one business day; cancelling by notice to the management company requires 14 calendar days.',
    'I confirm that I am an authorized signer on this bank account and that typing my name below is my electronic signature.',
  ],
};

export const disclosureText = (disclosure: Disclosure) => disclosure.paragraphs.join('\n\n');
