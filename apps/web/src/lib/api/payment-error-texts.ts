/**
 * Texts of the payments service's error codes (mirrors billingMessages by paymentErrorCodes of
 * @hoa/contracts/billing, which a test pins). A copy, because that module carries zod and date-fns and
 * the error toast is part of every page, /login included. Codes whose text depends on the case
 * (declines, Auto-Draft eligibility) keep the server's wording.
 */
export const paymentErrorTexts: Readonly<Record<string, string>> = {
  PAYMENTS_BLOCKED: 'Payments are blocked for this account',
  PAYMENTS_DISABLED:
    'Online payments are turned off for this account. Please contact your management company.',
  PA037:
    'You need a primary e-mail address to sign in to the payment provider. Add one in your profile settings.',
  NO_CLIENT_SECRET: 'An error occurred, no client secret was provided.',
  PAYMENT_METHOD_UNAVAILABLE_CARD:
    'Card payments are unavailable right now. Please try again later, or pay from a bank account instead.',
  PAYMENT_METHOD_UNAVAILABLE_BANK:
    'Bank account payments are unavailable right now. Please try again later, or pay by card instead.',
  AFTER_CUTOFF:
    'This payment can no longer be changed or removed: changes close at 8:00 PM Eastern time on the day before the payment date.',
  CANNOT_CANCEL_TODAY: 'Payments made today cannot be cancelled.',
  SETUP_NOT_OPEN: 'This payment has already been confirmed or cancelled.',
};
