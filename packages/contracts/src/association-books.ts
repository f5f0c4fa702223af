/**
 * The association's own books as the board sees them (issue 17, ADR 123): the vocabulary every board
 * money area shares. Each area's calls and fields live in its own contract file beside this one.
 */

export const bankAccountTypes = ['checking', 'savings', 'money_market'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  money_market: 'Money market',
};

export const invoiceStatuses = ['pending', 'approved', 'rejected', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export const invoiceDecisions = ['approve', 'reject'] as const;
export type InvoiceDecision = (typeof invoiceDecisions)[number];

/** A possible duplicate: the same vendor and amount within this many days, or the same invoice number. */
export const duplicateInvoiceWindowDays = 90;

/** The collection stages, in the order an account moves through them. */
export const collectionStages = [
  'reminder',
  'late_fee',
  'payment_plan',
  'intent_to_lien',
  'attorney',
] as const;
export type CollectionStage = (typeof collectionStages)[number];
export const collectionStageLabels: Record<CollectionStage, string> = {
  reminder: 'Reminder',
  late_fee: 'Late fee',
  payment_plan: 'Payment plan',
  intent_to_lien: 'Intent to lien',
  attorney: 'Attorney',
};
/** The stages the board must approve before they take effect. */
export const stagesNeedingBoardApproval: readonly CollectionStage[] = ['intent_to_lien', 'attorney'];

export const boardStageDecisions = ['approved', 'held'] as const;
export type BoardStageDecision = (typeof boardStageDecisions)[number];

/** The aging buckets, by days past due as of the chosen date; "Current" is not yet past due. */
export const agingBuckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1-30',
  days31to60: '31-60',
  days61to90: '61-90',
  over90: '90+',
};

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: current). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}
