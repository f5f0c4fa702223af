/**
 * The board's reports on an association's books (issue 17): balance sheet, income statement against
 * budget, delinquency and cash activity, each a page, a PDF and a CSV; every figure drills down to the
 * journal lines that make it up. All amounts are integer cents.
 */
import { z } from 'zod';
import { agingBuckets } from './association-books';
import { calendarDate, recordIdParam } from './request-fields';

export const reportKinds = ['balance-sheet', 'income-statement', 'delinquency', 'cash-activity'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportTitles: Record<ReportKind, string> = {
  'balance-sheet': 'Balance sheet',
  'income-statement': 'Income statement',
  delinquency: 'Delinquency report',
  'cash-activity': 'Cash activity',
};

export const reportFileFormats = ['pdf', 'csv'] as const;
export type ReportFileFormat = (typeof reportFileFormats)[number];

const cents = z.number().int();
const day = z.string().meta({ format: 'date' });

export const fromAfterToMessage = 'The start date must be on or before the end date.';

/** As of a day (default: today in the association's time zone). */
export const asOfQuerySchema = z.object({ asOf: calendarDate().optional() });
export type AsOfQuery = z.infer<typeof asOfQuerySchema>;

/** A period of whole days, both ends included; `from` after `to` is refused naming `from`. */
export const periodQuerySchema = z
  .object({ from: calendarDate(), to: calendarDate() })
  .refine((query) => query.from <= query.to, { error: fromAfterToMessage, path: ['from'] });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const reportFormatQuerySchema = z.object({ format: z.enum(reportFileFormats) });
export const asOfExportQuerySchema = asOfQuerySchema.extend(reportFormatQuerySchema.shape);
export const periodExportQuerySchema = z
  .object({ from: calendarDate(), to: calendarDate(), format: z.enum(reportFileFormats) })
  .refine((query) => query.from <= query.to, { error: fromAfterToMessage, path: ['from'] });

export const reportParamsSchema = z.object({ associationId: recordIdParam });

/** One account's figure; `accountId` is what its drill-down asks for (null: a derived figure). */
export const reportAccountSchema = z.object({
  accountId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  amount: cents,
});
export type ReportAccount = z.infer<typeof reportAccountSchema>;

export const balanceSheetSchema = z.object({
  associationName: z.string(),
  asOf: day,
  assets: z.array(reportAccountSchema),
  liabilities: z.array(reportAccountSchema),
  /** The fund balance, the net income of earlier years and this year's net income to `asOf`. */
  equity: z.array(reportAccountSchema),
  totalAssets: cents,
  totalLiabilities: cents,
  totalEquity: cents,
  /** The first day of `asOf`'s year: where this year's net income starts. */
  yearStart: day,
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

export const incomeStatementLineSchema = z.object({
  accountId: z.number().int(),
  code: z.string(),
  name: z.string(),
  actual: cents,
  budget: cents,
  /** Favourable positive: income above budget, expense below it. */
  variance: cents,
  /** The variance as a percentage of the budget, one decimal; null without a budget. */
  variancePercent: z.number().nullable(),
});
export type IncomeStatementLine = z.infer<typeof incomeStatementLineSchema>;

const incomeTotalsSchema = z.object({
  actual: cents,
  budget: cents,
  variance: cents,
  variancePercent: z.number().nullable(),
});

export const incomeStatementSchema = z.object({
  associationName: z.string(),
  from: day,
  to: day,
  /** The calendar months the period touches, each counted whole for the budget. */
  budgetMonths: z.number().int(),
  income: z.array(incomeStatementLineSchema),
  expenses: z.array(incomeStatementLineSchema),
  totalIncome: incomeTotalsSchema,
  totalExpenses: incomeTotalsSchema,
  netIncome: incomeTotalsSchema,
});
export type IncomeStatement = z.infer<typeof incomeStatementSchema>;

const bucketAmounts = z.object(
  Object.fromEntries(agingBuckets.map((bucket) => [bucket, cents])) as {
    [K in (typeof agingBuckets)[number]]: typeof cents;
  },
);

export const delinquencyAccountSchema = z.object({
  subLedgerId: z.number().int(),
  accountNumber: z.string(),
  ownerName: z.string(),
  address: z.string(),
  subLedgerName: z.string(),
  buckets: bucketAmounts,
  /** The unpaid charges of every bucket. */
  owed: cents,
  oldestUnpaidDueDate: day.nullable(),
});
export type DelinquencyAccount = z.infer<typeof delinquencyAccountSchema>;

export const delinquencyReportSchema = z.object({
  associationName: z.string(),
  asOf: day,
  /** Accounts with an unpaid charge, most owed first. */
  accounts: z.array(delinquencyAccountSchema),
  totals: bucketAmounts,
  totalOwed: cents,
  /** The receivable sub-ledgers' account for the drill-down. */
  receivableAccountId: z.number().int().nullable(),
});
export type DelinquencyReport = z.infer<typeof delinquencyReportSchema>;

export const cashKindActivitySchema = z.object({
  kind: z.string(),
  label: z.string(),
  lines: z.number().int(),
  moneyIn: cents,
  moneyOut: cents,
});

export const cashAccountActivitySchema = z.object({
  accountId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The bank account tied to it ("First Community Bank ••4321"), when there is one. */
  bankAccount: z.string().nullable(),
  opening: cents,
  moneyIn: cents,
  moneyOut: cents,
  closing: cents,
  byKind: z.array(cashKindActivitySchema),
});
export type CashAccountActivity = z.infer<typeof cashAccountActivitySchema>;

export const cashActivitySchema = z.object({
  associationName: z.string(),
  from: day,
  to: day,
  accounts: z.array(cashAccountActivitySchema),
  totals: z.object({ opening: cents, moneyIn: cents, moneyOut: cents, closing: cents }),
});
export type CashActivity = z.infer<typeof cashActivitySchema>;

/** The drill-down: one account's lines in a period (optionally one homeowner sub-ledger's), oldest first. */
export const accountLinesQuerySchema = z
  .object({
    accountId: recordIdParam,
    from: calendarDate().optional(),
    to: calendarDate(),
    subLedgerId: recordIdParam.optional(),
    /** Paging: the `next` of the previous page. */
    after: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}~\d{1,15}$/, { error: 'Use the next value of the previous page' })
      .optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine((query) => query.from === undefined || query.from <= query.to, {
    error: fromAfterToMessage,
    path: ['from'],
  });
/** What the page asks for (the schema coerces the query string's text to these). */
export interface AccountLinesQuery {
  accountId: number;
  from?: string;
  to: string;
  subLedgerId?: number;
  after?: string;
  limit?: number;
}

export const accountLineSchema = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  date: day,
  kind: z.string(),
  kindLabel: z.string(),
  memo: z.string(),
  accountNumber: z.string().nullable(),
  amount: cents,
});
export type AccountLine = z.infer<typeof accountLineSchema>;

export const accountLinesSchema = z.object({
  accountName: z.string(),
  from: day.nullable(),
  to: day,
  /** The sum of every line in the range (all pages). */
  total: cents,
  count: z.number().int(),
  lines: z.array(accountLineSchema),
  next: z.string().nullable(),
});
export type AccountLines = z.infer<typeof accountLinesSchema>;

const entryKindLabels: Record<string, string> = {
  assessment: 'Assessments',
  late_fee: 'Late fees',
  payment: 'Homeowner payments',
  processing_fee: 'Processing fees',
  large_amount_fee: 'Large payment fees',
  return: 'Returned payments',
  refund: 'Refunds',
  reversal: 'Reversals',
  credit: 'Credits',
  settlement: 'Processor settlements',
  invoice: 'Vendor invoices',
  invoice_payment: 'Invoice payments',
  transfer: 'Transfers',
  opening_balance: 'Opening balances',
};

/** "invoice_payment" → "Invoice payments"; an unknown kind with its underscores as spaces. */
export function entryKindLabel(kind: string): string {
  const known = entryKindLabels[kind];
  if (known) return known;
  const spaced = kind.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
