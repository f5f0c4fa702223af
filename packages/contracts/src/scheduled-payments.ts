import { z } from 'zod';
import {
  amountSchema,
  billingMessages,
  duplicateWarningSchema,
  instant,
  intervalSchema,
  isoDate,
  notesSchema,
  paymentSetupRequestSchema,
} from './billing';
import { routingNumberPattern } from './business-constants';
import { recordId, recordIdParam, text } from './request-fields';

/**
 * The scheduled-money calls of SPEC §7 (Billing): future and recurring payments, Auto-Draft (standard
 * and legacy), payment disclosures and external payment providers. Conventions as in billing.ts.
 */

// ---- future payments ------------------------------------------------------------------------

export const futurePaymentSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['setup', 'active', 'cancelled', 'deactivated', 'completed']),
    subLedgerId: z.number().int(),
    accountNumber: text(),
    associationId: z.number().int(),
    paymentMethodId: z.number().int(),
    paymentMethodName: text(),
    amount: z.number().int(),
    processingFee: z.number().int(),
    largeAmountFee: z.number().int(),
    total: z.number().int(),
    scheduledDate: isoDate,
    notes: text().nullable(),
    cancelled: z.boolean(),
    processed: z.boolean(),
    deactivatedReason: text().nullable(),
    editableUntil: instant,
    editable: z.boolean(),
    duplicateWarning: duplicateWarningSchema.nullable(),
  })
  .meta({ id: 'FuturePayment' });
export type FuturePaymentDto = z.infer<typeof futurePaymentSchema>;
export const futurePaymentListSchema = z.object({ futurePayments: z.array(futurePaymentSchema) });
export const futurePaymentSetupRequestSchema = paymentSetupRequestSchema.extend({ scheduledDate: isoDate });
export const futurePaymentUpdateSchema = z.object({
  amount: amountSchema.optional(),
  scheduledDate: isoDate.optional(),
  notes: notesSchema,
  paymentMethodId: recordId.optional().describe('Refused: the method cannot be changed'),
});
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const dateFilters = (field: string) => ({
  [`${field}.after`]: isoDate.optional(),
  [`${field}.before`]: isoDate.optional(),
  [`${field}.strictlyAfter`]: isoDate.optional(),
  [`${field}.strictlyBefore`]: isoDate.optional(),
});
export const futurePaymentQuerySchema = z.object({
  subLedgerId: recordIdParam.optional(),
  accountNumber: text().optional(),
  cancelled: booleanQuery.optional(),
  processed: booleanQuery.optional(),
  ...dateFilters('scheduledDate'),
});

// ---- recurring payments -------------------------------------------------------------------

export const recurringPaymentSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['setup', 'active', 'cancelled', 'deactivated', 'completed']),
    subLedgerId: z.number().int(),
    accountNumber: text(),
    associationId: z.number().int(),
    paymentMethodId: z.number().int(),
    paymentMethodName: text(),
    amount: z.number().int().nullable(),
    payFullBalance: z.boolean(),
    maximumAmount: z.number().int().nullable(),
    interval: intervalSchema,
    nextPaymentDate: isoDate,
    notes: text().nullable(),
    deactivatedReason: text().nullable(),
    editableUntil: instant,
    editable: z.boolean(),
    /** Fees on the next payment, when its amount is known. */
    estimatedFees: z
      .object({ processingFee: z.number().int(), largeAmountFee: z.number().int(), total: z.number().int() })
      .nullable(),
  })
  .meta({ id: 'RecurringPayment' });
export type RecurringPaymentDto = z.infer<typeof recurringPaymentSchema>;
export const recurringPaymentListSchema = z.object({ recurringPayments: z.array(recurringPaymentSchema) });
export const recurringPaymentSetupRequestSchema = z
  .object({
    subLedgerId: recordId,
    paymentMethodId: recordId,
    amount: amountSchema.optional(),
    payFullBalance: z.boolean().default(false),
    maximumAmount: amountSchema.optional(),
    interval: intervalSchema,
    nextPaymentDate: isoDate,
    notes: notesSchema,
  })
  .refine((v) => v.payFullBalance || v.amount !== undefined, {
    message: billingMessages.amountPositive,
    path: ['amount'],
  })
  .refine((v) => v.maximumAmount === undefined || v.amount === undefined || v.maximumAmount >= v.amount, {
    message: billingMessages.maximumBelowAmount,
    path: ['maximumAmount'],
  });
export const recurringPaymentUpdateSchema = z.object({
  amount: amountSchema.optional(),
  payFullBalance: z.boolean().optional(),
  maximumAmount: amountSchema.nullable().optional(),
  interval: intervalSchema.optional(),
  nextPaymentDate: isoDate.optional(),
  notes: notesSchema,
  paymentMethodId: recordId.optional().describe('Refused: the method cannot be changed'),
});
export const recurringPaymentQuerySchema = z.object({
  subLedgerId: recordIdParam.optional(),
  accountNumber: text().optional(),
  ...dateFilters('nextPaymentDate'),
});

// ---- auto-draft ---------------------------------------------------------------------------

export const autoDraftSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['standard', 'legacy']),
    status: z.enum(['setup', 'active', 'cancelled', 'deactivated', 'completed']),
    propertyId: z.number().int(),
    subLedgerId: z.number().int(),
    accountNumber: text(),
    associationId: z.number().int(),
    paymentMethodId: z.number().int(),
    paymentMethodName: text(),
    startMonth: text().regex(/^\d{4}-\d{2}$/),
    pullDay: z.number().int(),
    processingFee: z.number().int(),
    nextPullDate: isoDate.nullable(),
    deactivatedReason: text().nullable(),
  })
  .meta({ id: 'AutoDraftEnrollment' });
export type AutoDraftDto = z.infer<typeof autoDraftSchema>;
export const autoDraftListSchema = z.object({ enrollments: z.array(autoDraftSchema) });
export const autoDraftSetupRequestSchema = z.object({
  subLedgerId: recordId,
  paymentMethodId: recordId,
  startMonth: text().regex(/^\d{4}-\d{2}$/, 'Use the month format YYYY-MM'),
  pullDay: z.number().int().min(1).max(28),
});
export const autoDraftConfirmRequestSchema = z.object({ enrollmentId: recordId });
export const autoDraftUpdateSchema = z.object({ pullDay: z.number().int().min(1).max(28) });

export const legacyAutoDraftSetupRequestSchema = z.object({ subLedgerId: recordId });
export const legacyAutoDraftSetupSchema = z.object({
  subLedgerId: z.number().int(),
  accountNumber: text(),
  associationName: text(),
  authorizationVersion: text(),
  authorizationText: text(),
});
export const legacyAutoDraftEnrollRequestSchema = z
  .object({
    subLedgerId: recordId,
    accountType: z.enum(['checking', 'savings']),
    routingNumber: text({ error: billingMessages.routingRequired })
      .min(1, billingMessages.routingRequired)
      .regex(routingNumberPattern, billingMessages.routingDigits),
    bankName: text({ error: billingMessages.bankNameRequired })
      .trim()
      .min(1, billingMessages.bankNameRequired),
    bankAccountNumber: text({ error: billingMessages.accountNumberRequired }).regex(
      /^\d{4,17}$/,
      billingMessages.accountNumberRequired,
    ),
    bankAccountNumberConfirmation: text({ error: billingMessages.accountConfirmationRequired }).min(
      1,
      billingMessages.accountConfirmationRequired,
    ),
    eSignature: text({ error: billingMessages.eSignatureRequired })
      .trim()
      .min(2, billingMessages.eSignatureRequired),
    authorizationVersion: text(),
    acceptAuthorization: z.literal(true, { error: billingMessages.authorizationRequired }),
    startMonth: text().regex(/^\d{4}-\d{2}$/),
    pullDay: z.number().int().min(1).max(28),
  })
  .refine((v) => v.bankAccountNumber === v.bankAccountNumberConfirmation, {
    message: billingMessages.accountNumbersMatch,
    path: ['bankAccountNumberConfirmation'],
  });

// ---- acknowledgements, providers ----------------------------------------------------------

export const acknowledgementSchema = z.object({
  disclosureId: text(),
  version: text(),
  confirmedAt: instant,
});
export const acknowledgementConfirmRequestSchema = z.object({ version: text().min(1) });
export const acknowledgementListSchema = z.object({ acknowledgements: z.array(acknowledgementSchema) });

export const paymentProviderSchema = z.object({ id: text(), name: text(), description: text() });
export const paymentProviderListSchema = z.object({ providers: z.array(paymentProviderSchema) });
export const paymentProviderActionRequestSchema = z.object({ action: z.enum(['login']).default('login') });
export const paymentProviderActionSchema = z.object({ redirectUrl: text() });
