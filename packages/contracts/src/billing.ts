import { z } from 'zod';
import { maximumPaymentAmount } from './payment-rules';
import { calendarDate, recordId, recordIdParam, text } from './request-fields';

/**
 * The connect-payments calls of SPEC §7 (Billing), shared by the API (validation + OpenAPI) and the
 * web app (types). All amounts are integer cents; calendar dates are YYYY-MM-DD in the association's
 * time zone; instants are ISO 8601 UTC.
 */

/** Messages of SPEC §6/§8 and of our own validation, word for word where the spec gives them. */
export const billingMessages = {
  blockedTitle: 'Blocked Ledger',
  blocked: 'Payments are blocked for this account',
  disabled: 'Online payments are turned off for this account. Please contact your management company.',
  noClientSecret: 'An error occurred, no client secret was provided.',
  primaryEmailRequired:
    'You need a primary e-mail address to sign in to the payment provider. Add one in your profile settings.',
  methodUnavailable: {
    card: 'Card payments are unavailable right now. Please try again later, or pay from a bank account instead.',
    bank: 'Bank account payments are unavailable right now. Please try again later, or pay by card instead.',
  },
  duplicateWarning:
    'A payment for this account was submitted in the past 12 hours or is already scheduled for this date. Do you want to continue?',
  amountPositive: 'Enter an amount greater than $0.00.',
  amountWholeCents: 'Enter the amount in dollars and cents.',
  amountTooLarge: 'That amount is too large for an online payment.',
  dateInPast: 'The date cannot be in the past.',
  dateTooFar: 'The date can be at most one year ahead.',
  afterCutoff:
    'This payment can no longer be changed or removed: changes close at 8:00 PM Eastern time on the day before the payment date.',
  cannotCancelToday: 'Payments made today cannot be cancelled.',
  methodCannotChange:
    'The payment method of a scheduled payment cannot be changed. Remove the payment and create a new one.',
  setupNotOpen: 'This payment has already been confirmed or cancelled.',
  noSetup: 'No payment setup was found. Start the payment again.',
  methodRemoved: 'This payment method has been removed. Choose another one.',
  methodExpired: 'This card has expired. Choose another payment method.',
  autoDraftHasBalance: 'Accounts with a balance cannot enroll in Auto-Draft. Please pay the balance first.',
  autoDraftSubLedger: 'Auto-Draft is not available for this sub-ledger.',
  autoDraftOff: 'Auto-Draft is not offered by this association.',
  autoDraftAlreadyEnrolled: 'This account is already enrolled in Auto-Draft.',
  autoDraftNeedsBank: 'Auto-Draft pulls from a bank account. Choose a saved bank account.',
  routingRequired: 'Routing number is required',
  routingDigits: 'Routing number must be 9 digits',
  routingChecksum: 'This routing number is not valid. Please check it.',
  bankNameRequired: 'Bank name is required',
  accountNumberRequired: 'Bank account number is required',
  accountConfirmationRequired: 'Please confirm the bank account number',
  accountNumbersMatch: 'Bank account numbers do not match',
  eSignatureRequired: 'Type your full name to sign',
  authorizationRequired: 'You must accept the authorization to continue',
  maximumBelowAmount: 'The maximum amount must be at least the payment amount.',
  nothingToPay: 'There is no balance to pay.',
} as const;

/** Error codes of the payments service (the body's errorCode). */
export const paymentErrorCodes = {
  blocked: 'PAYMENTS_BLOCKED',
  disabled: 'PAYMENTS_DISABLED',
  primaryEmailRequired: 'PA037',
  noClientSecret: 'NO_CLIENT_SECRET',
  declined: 'PAYMENT_DECLINED',
  methodUnavailableCard: 'PAYMENT_METHOD_UNAVAILABLE_CARD',
  methodUnavailableBank: 'PAYMENT_METHOD_UNAVAILABLE_BANK',
  afterCutoff: 'AFTER_CUTOFF',
  cannotCancelToday: 'CANNOT_CANCEL_TODAY',
  setupNotOpen: 'SETUP_NOT_OPEN',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyInProgress: 'IDEMPOTENCY_KEY_IN_USE',
  autoDraftIneligible: 'AUTO_DRAFT_INELIGIBLE',
} as const;

/** A calendar day YYYY-MM-DD that exists (request-fields.ts). */
export const isoDate = calendarDate();
export const instant = text().describe('ISO 8601 instant');

/** A positive whole number of cents within the portal's limit. */
export const amountSchema = z
  .number({ error: billingMessages.amountPositive })
  .int(billingMessages.amountWholeCents)
  .positive(billingMessages.amountPositive)
  .max(maximumPaymentAmount, billingMessages.amountTooLarge);

export const methodKindSchema = z.enum(['card', 'bank']);
export type MethodKind = z.infer<typeof methodKindSchema>;
export const cardBrandSchema = z.enum(['visa', 'mastercard', 'discover', 'amex']);
export const intervalSchema = z.enum(['monthly', 'quarterly', 'yearly']);
export type PaymentInterval = z.infer<typeof intervalSchema>;

// ---- accounts, charges, ledger -------------------------------------------------------------

export const subLedgerAccountSchema = z
  .object({
    subLedgerId: z.number().int(),
    propertyId: z.number().int(),
    ownerId: z.number().int(),
    accountNumber: text(),
    associationId: z.number().int(),
    associationName: text(),
    name: text().describe('The sub-ledger, e.g. Assessments'),
    isPrimary: z.boolean(),
    address: text(),
    balance: z.number().int().describe('Owed (positive) or credit (negative), cents'),
    portalEnabled: z.boolean(),
    paymentsBlocked: z.boolean(),
    paymentsDisabled: z.boolean(),
    autoDraftType: z.enum(['none', 'standard', 'legacy']),
    autoDraftEligible: z.boolean(),
    autoDraftIneligibleReason: text().nullable(),
  })
  .meta({ id: 'SubLedgerAccount' });
export type SubLedgerAccount = z.infer<typeof subLedgerAccountSchema>;
export const accountListSchema = z.object({ accounts: z.array(subLedgerAccountSchema) });
export const accountQuerySchema = z.object({
  portalEnabled: z.enum(['true', 'false']).optional(),
  accountNumber: text().optional(),
});

export const chargeSchema = z
  .object({
    subLedgerId: z.number().int(),
    accountNumber: text(),
    dueDate: isoDate,
    description: text(),
    amount: z.number().int(),
  })
  .meta({ id: 'UpcomingCharge' });
export const chargeListSchema = z.object({ charges: z.array(chargeSchema) });
export const chargeQuerySchema = z.object({
  subLedgerId: recordIdParam.optional(),
  accountNumber: text().optional(),
});

export const ledgerItemSchema = z
  .object({
    id: z.number().int(),
    date: isoDate,
    description: text(),
    kind: text(),
    amount: z.number().int().describe('Charge (positive) or payment/credit (negative)'),
    balance: z.number().int().describe('Running balance after this line'),
  })
  .meta({ id: 'LedgerItem' });
export type LedgerItem = z.infer<typeof ledgerItemSchema>;
export const ledgerPageSchema = z
  .object({
    subLedgerId: z.number().int(),
    balance: z.number().int(),
    items: z.array(ledgerItemSchema),
    nextCursor: text().nullable().describe('Pass as cursor for the next (older) page'),
  })
  .meta({ id: 'LedgerPage' });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;
export const ledgerQuerySchema = z.object({
  subLedgerId: recordIdParam,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: text().max(200).optional(),
});

export const ledgerExportQuerySchema = z.object({
  subLedgerId: recordIdParam,
  statementType: z.enum(['transaction-history', 'coupons', 'future-charges', 'charge-summary']),
  duration: z.enum(['last-30-days', 'last-60-days', 'ytd', 'last-calendar-year', 'full-history']),
  format: z.enum(['pdf', 'csv']).default('pdf'),
});

// ---- payment options ----------------------------------------------------------------------

export const paymentOptionSchema = z.object({
  methodKind: methodKindSchema,
  enabled: z.boolean(),
  feeType: z.enum(['percent', 'flat']),
  feeBasisPoints: z.number().int(),
  feeFlat: z.number().int(),
});
export const associationPaymentOptionsSchema = z
  .object({
    associationId: z.number().int(),
    autoDraftType: z.enum(['none', 'standard', 'legacy']),
    largeAmountThreshold: z.number().int(),
    largeAmountFeeBasisPoints: z.number().int(),
    options: z.array(paymentOptionSchema),
  })
  .meta({ id: 'AssociationPaymentOptions' });
export type AssociationPaymentOptions = z.infer<typeof associationPaymentOptionsSchema>;

// ---- payment methods ------------------------------------------------------------------------

export const paymentMethodSchema = z
  .object({
    id: z.number().int(),
    kind: methodKindSchema,
    type: z.enum(['creditCard', 'debitCard', 'eCheck']),
    cardBrand: cardBrandSchema.nullable(),
    last4: text(),
    expMonth: z.number().int().nullable(),
    expYear: z.number().int().nullable(),
    expired: z.boolean(),
    holderName: text().nullable(),
    bankName: text().nullable(),
    bankAccountType: z.enum(['checking', 'savings']).nullable(),
    /** "Visa ending in 4242" / "First Bank checking ending in 6789". */
    displayName: text(),
    createdAt: instant,
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });

export const paymentMethodSetupRequestSchema = z.object({ methodKind: methodKindSchema });
export const processorBrowserConfigSchema = z.object({
  processor: z.enum(['sandbox', 'stripe']),
  publishableKey: text(),
  sandboxBaseUrl: text().optional(),
});
export const paymentMethodSetupSchema = z
  .object({
    setupId: z.number().int(),
    clientSecret: text(),
    processorSetupId: text(),
    methodKind: methodKindSchema,
    processor: processorBrowserConfigSchema,
  })
  .meta({ id: 'PaymentMethodSetup' });
export type PaymentMethodSetup = z.infer<typeof paymentMethodSetupSchema>;

export const deactivatedScheduleSchema = z.object({
  kind: z.enum(['recurring', 'future', 'autoDraft']),
  id: z.number().int(),
  accountNumber: text(),
  description: text(),
});
export const paymentMethodRemovalSchema = z
  .object({
    removed: paymentMethodSchema,
    deactivated: z.array(deactivatedScheduleSchema),
  })
  .meta({ id: 'PaymentMethodRemoval' });
export type PaymentMethodRemoval = z.infer<typeof paymentMethodRemovalSchema>;

// ---- one-time payments --------------------------------------------------------------------

export const duplicateWarningSchema = z.object({
  message: text(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      date: isoDate,
      status: text(),
      kind: text(),
    }),
  ),
});

export const paymentStatusSchema = z.enum([
  'setup',
  'charging',
  'pending',
  'scheduled',
  'processed',
  'cancelled',
  'failed',
  'returned',
]);
export const paymentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['one_time', 'future', 'recurring', 'auto_draft', 'express']),
    status: paymentStatusSchema,
    ownerId: z.number().int(),
    subLedgerId: z.number().int(),
    accountNumber: text(),
    associationId: z.number().int(),
    paymentMethodId: z.number().int(),
    paymentMethodName: text(),
    amount: z.number().int(),
    processingFee: z.number().int(),
    largeAmountFee: z.number().int(),
    total: z.number().int(),
    paymentDate: isoDate,
    notes: text().nullable(),
    failureMessage: text().nullable(),
    confirmationNumber: text().nullable(),
    createdAt: instant,
    processedAt: instant.nullable(),
    cancellable: z.boolean(),
    duplicateWarning: duplicateWarningSchema.nullable(),
  })
  .meta({ id: 'Payment' });
export type PaymentDto = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });
export const paymentQuerySchema = z.object({
  ownerId: recordIdParam.optional(),
  subLedgerId: recordIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const notesSchema = text().trim().max(500, 'Notes can be at most 500 characters').optional();

export const paymentSetupRequestSchema = z.object({
  subLedgerId: recordId,
  paymentMethodId: recordId,
  amount: amountSchema,
  notes: notesSchema,
});
export type PaymentSetupRequest = z.infer<typeof paymentSetupRequestSchema>;
export const paymentSetupUpdateSchema = z.object({
  paymentMethodId: recordId.optional(),
  amount: amountSchema.optional(),
  notes: notesSchema,
});
export const confirmRequestSchema = z
  .object({
    /** The user saw the duplicate warning and chose to continue. */
    acknowledgeDuplicate: z.boolean().optional(),
  })
  .default({});
