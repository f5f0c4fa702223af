import { z } from 'zod';
import { invoiceDecisions, invoiceStatuses } from './association-books';
import { expenseAccountSchema } from './budgets';
import { calendarDate, maxRecordId, recordId, recordIdParam, text } from './request-fields';

/**
 * Vendor invoices (issue 17, ADR 124): staff enter vendors and their invoices (with the PDF) and record
 * payments; the board approves or rejects. Calls of the associations service, under
 * `/Staff/Associations/{associationId}/…` and `/Board/Associations/{associationId}/Invoices…`.
 */

/** The largest invoice, in cents ($10 million): more is surely a typing mistake. */
export const maxInvoiceAmount = 1_000_000_000;
/** The invoice's PDF: at most this many bytes. */
export const invoiceFileMaxBytes = 10 * 1024 * 1024;
/** How many invoices "Approve selected" takes at once. */
export const maxBulkInvoices = 50;
/** How many of the vendor's invoices the board sees beside one. */
export const vendorRecentInvoices = 5;

export const invoiceMessages = {
  alreadyDecided: (status: string) =>
    `This invoice has already been decided (it is ${status.toLowerCase()}); it cannot be approved or rejected again.`,
  alreadyVoted: 'You have already approved this invoice; another board member must give the next approval.',
  noteRequired: 'Please write why the invoice is rejected.',
  notApproved: 'Only an approved invoice can be paid; this one is not approved yet (or already paid).',
  unknownExpenseAccount: 'Choose one of this association’s expense accounts.',
  unknownVendor: 'Choose one of this association’s vendors.',
  vendorNameTaken: 'This association already has a vendor of that name.',
  dueBeforeInvoice: 'The due date cannot be before the invoice date.',
  pdfRequired: 'Attach the invoice as a PDF file.',
  notPdf: (name: string) => `“${name}” is not a PDF file. Attach the invoice as a PDF.`,
  tooLarge: `The PDF is larger than ${invoiceFileMaxBytes / 1024 / 1024} MB.`,
  notFound: 'This invoice does not exist in this association.',
} as const;

const requiredText = (max: number, message = 'Required') =>
  text().trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** An amount in whole cents above zero (form fields arrive as text, so it is coerced). */
export const invoiceAmount = z.coerce
  .number({ error: 'Give the amount in cents, as a whole number' })
  .int('Give the amount in whole cents')
  .min(1, 'The amount must be more than zero')
  .max(maxInvoiceAmount, 'The amount is too large');

export const vendorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorFormSchema = z
  .object({
    name: requiredText(120, 'Vendor name is required'),
    email: optionalText(254).pipe(z.email('Not a valid e-mail address').nullable()),
    phone: optionalText(40),
  })
  .meta({ id: 'VendorForm' });
export type VendorForm = z.input<typeof vendorFormSchema>;

export const vendorListSchema = z
  .object({ vendors: z.array(vendorSchema), expenseAccounts: z.array(expenseAccountSchema) })
  .meta({ id: 'VendorList' });
export type VendorList = z.infer<typeof vendorListSchema>;

/** POST /Staff/Associations/{id}/VendorInvoices, form data: these fields and the PDF as `file`. */
export const invoiceEntryObject = z.object({
  vendorId: recordIdParam,
  invoiceNumber: requiredText(60, 'Invoice number is required'),
  amount: invoiceAmount,
  glAccountId: recordIdParam,
  invoiceDate: calendarDate(),
  dueDate: calendarDate(),
  description: text().trim().max(2000, 'At most 2000 characters').default(''),
});
/** The due date is not before the invoice date (added to the form's schema, with or without its file). */
export const dueNotBeforeInvoice = <T extends { invoiceDate: string; dueDate: string }>(
  value: T,
  context: z.core.$RefinementCtx<T>,
) => {
  if (value.dueDate < value.invoiceDate) {
    context.addIssue({ code: 'custom', path: ['dueDate'], message: invoiceMessages.dueBeforeInvoice });
  }
};
export const invoiceEntryFields = invoiceEntryObject.superRefine(dueNotBeforeInvoice);
export type InvoiceEntry = z.output<typeof invoiceEntryFields>;

/** POST …/VendorInvoices/{invoiceId}/Payment: when the check went out and its number. */
export const invoicePaymentSchema = z
  .object({
    paidOn: calendarDate(),
    reference: requiredText(60, 'Payment reference (check number) is required'),
  })
  .meta({ id: 'InvoicePayment' });
export type InvoicePayment = z.input<typeof invoicePaymentSchema>;

export const approvalRulesSchema = z
  .object({
    approvalsRequired: z.number().int().min(1, 'At least 1').max(9, 'At most 9'),
    aboveAmount: z.number().int().min(1, 'More than zero').max(maxInvoiceAmount).nullable(),
    approvalsAbove: z.number().int().min(1, 'At least 1').max(9, 'At most 9').nullable(),
  })
  .refine((value) => (value.aboveAmount === null) === (value.approvalsAbove === null), {
    path: ['approvalsAbove'],
    error: 'Give both the amount and the approvals above it, or neither',
  })
  .refine((value) => value.approvalsAbove === null || value.approvalsAbove >= value.approvalsRequired, {
    path: ['approvalsAbove'],
    error: 'Above the amount, at least as many approvals as below it',
  })
  .meta({ id: 'InvoiceApprovalRules' });
export type ApprovalRules = z.infer<typeof approvalRulesSchema>;

/** How many approvals an invoice of `amount` cents needs under the rules. */
export const approvalsNeeded = (rules: ApprovalRules, amount: number): number =>
  rules.aboveAmount !== null && rules.approvalsAbove !== null && amount > rules.aboveAmount
    ? rules.approvalsAbove
    : rules.approvalsRequired;

export const invoiceApprovalSchema = z.object({
  userName: z.string(),
  decision: z.enum(invoiceDecisions),
  note: z.string(),
  decidedAt: z.iso.datetime(),
});

export const invoiceSummarySchema = z
  .object({
    id: z.number().int(),
    vendorId: z.number().int(),
    vendorName: z.string(),
    invoiceNumber: z.string(),
    amount: z.number().int().describe('Cents'),
    expenseAccount: expenseAccountSchema,
    invoiceDate: z.string(),
    dueDate: z.string(),
    description: z.string(),
    status: z.enum(invoiceStatuses),
    approvals: z.number().int().describe('Approvals so far'),
    approvalsNeeded: z.number().int(),
    myDecision: z.enum(invoiceDecisions).nullable(),
    duplicateOf: z
      .object({ id: z.number().int(), invoiceNumber: z.string(), reason: z.enum(['amount', 'number']) })
      .nullable()
      .describe('An invoice of the same vendor this one may duplicate'),
    hasFile: z.boolean(),
    decidedAt: z.iso.datetime().nullable(),
    paidOn: z.string().nullable(),
    paymentReference: z.string().nullable(),
  })
  .meta({ id: 'VendorInvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = z
  .object({ invoices: z.array(invoiceSummarySchema), rules: approvalRulesSchema })
  .meta({ id: 'VendorInvoiceList' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceDetailSchema = z
  .object({
    invoice: invoiceSummarySchema,
    decisions: z.array(invoiceApprovalSchema),
    vendorRecent: z.array(
      invoiceSummarySchema.pick({
        id: true,
        invoiceNumber: true,
        amount: true,
        invoiceDate: true,
        status: true,
      }),
    ),
  })
  .meta({ id: 'VendorInvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** Which invoices a list shows: awaiting approval, or the history. */
export const invoiceViews = ['pending', 'approved', 'paid', 'rejected'] as const;
export type InvoiceView = (typeof invoiceViews)[number];
export const invoiceListQuerySchema = z.object({ status: z.enum(invoiceViews).default('pending') });

/** POST …/Invoices/{invoiceId}/Decision. A rejection says why. */
export const invoiceDecisionSchema = z
  .object({
    decision: z.enum(invoiceDecisions),
    note: text().trim().max(2000, 'At most 2000 characters').default(''),
  })
  .refine((value) => value.decision === 'approve' || value.note !== '', {
    path: ['note'],
    error: invoiceMessages.noteRequired,
  })
  .meta({ id: 'InvoiceDecision' });
export type InvoiceDecisionForm = z.input<typeof invoiceDecisionSchema>;

/** POST …/Invoices/Approve: approve several; each gets its own answer. */
export const bulkApprovalSchema = z
  .object({
    invoiceIds: z
      .array(recordId)
      .min(1, 'Select at least one invoice')
      .max(maxBulkInvoices, `At most ${maxBulkInvoices} at once`),
    note: text().trim().max(2000, 'At most 2000 characters').default(''),
  })
  .meta({ id: 'BulkInvoiceApproval' });

export const bulkApprovalResultSchema = z
  .object({
    results: z.array(
      z.object({
        invoiceId: z.number().int().max(maxRecordId),
        ok: z.boolean(),
        status: z.enum(invoiceStatuses).nullable().describe('The invoice status after the call'),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'BulkInvoiceApprovalResult' });
export type BulkApprovalResult = z.infer<typeof bulkApprovalResultSchema>;

/** The board's CSV export: these columns, in this order. */
export const invoiceCsvColumns = [
  'Invoice ID',
  'Vendor',
  'Invoice number',
  'Amount',
  'Expense account',
  'Invoice date',
  'Due date',
  'Status',
  'Approvals',
  'Approvals needed',
  'Possible duplicate of',
  'Description',
] as const;
