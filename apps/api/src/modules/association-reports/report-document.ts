import { type AgingBucket, agingBucketLabels, agingBuckets } from '@hoa/contracts/association-books';
import type {
  BalanceSheet,
  CashActivity,
  DelinquencyReport,
  IncomeStatement,
  IncomeStatementLine,
  ReportAccount,
} from '@hoa/contracts/association-reports';
import { countOf, formatCalendarDate } from '@hoa/contracts/format';

/** A cell of a report table: text, an amount in cents, a count, or a percentage (null: none). */
export type ReportCell = string | { cents: number } | { count: number } | { percent: number | null };

export interface ReportColumn {
  header: string;
  align: 'left' | 'right';
  /** Share of the page's width. */
  weight: number;
}

export interface ReportRow {
  cells: ReportCell[];
  style?: 'bold' | 'muted';
  ruleAbove?: boolean;
}

export interface ReportTable {
  title: string;
  rows: ReportRow[];
}

/**
 * A report laid out once for both files: the PDF draws each table under its title, the CSV writes
 * every table's rows under one header with the table's title as the first column. Every table of a
 * report has the same columns.
 */
export interface ReportDocument {
  /** The file name's stem ("balance-sheet-2026-11-29"). */
  fileName: string;
  title: string;
  associationName: string;
  subtitle: string;
  columns: ReportColumn[];
  tables: ReportTable[];
  notes: string[];
}

const money = (amount: number): ReportCell => ({ cents: amount });
const periodOf = (from: string, to: string) => `${formatCalendarDate(from)} \u2013 ${formatCalendarDate(to)}`;

export function balanceSheetDocument(report: BalanceSheet): ReportDocument {
  const rows = (accounts: ReportAccount[], totalLabel: string, total: number): ReportRow[] => [
    ...accounts.map((account) => ({ cells: [account.name, money(account.amount)] })),
    { cells: [totalLabel, money(total)], style: 'bold', ruleAbove: true },
  ];
  return {
    fileName: `balance-sheet-${report.asOf}`,
    title: 'Balance sheet',
    associationName: report.associationName,
    subtitle: `As of ${formatCalendarDate(report.asOf)}`,
    columns: [
      { header: 'Account', align: 'left', weight: 3 },
      { header: 'Amount', align: 'right', weight: 1 },
    ],
    tables: [
      { title: 'Assets', rows: rows(report.assets, 'Total assets', report.totalAssets) },
      { title: 'Liabilities', rows: rows(report.liabilities, 'Total liabilities', report.totalLiabilities) },
      {
        title: 'Equity',
        rows: [
          ...rows(report.equity, 'Total equity', report.totalEquity),
          {
            cells: ['Total liabilities and equity', money(report.totalLiabilities + report.totalEquity)],
            style: 'bold',
          },
        ],
      },
    ],
    notes: [
      `Equity is the fund balance plus net income (income less expense): that of the years before ${report.asOf.slice(0, 4)} and that of ${report.asOf.slice(0, 4)} to date.`,
    ],
  };
}

export function incomeStatementDocument(report: IncomeStatement): ReportDocument {
  const row = (
    line: Omit<IncomeStatementLine, 'accountId' | 'code'>,
    style?: ReportRow['style'],
  ): ReportRow => ({
    cells: [
      line.name,
      money(line.actual),
      money(line.budget),
      money(line.variance),
      { percent: line.variancePercent },
    ],
    ...(style ? { style, ruleAbove: true } : {}),
  });
  return {
    fileName: `income-statement-${report.from}-to-${report.to}`,
    title: 'Income statement',
    associationName: report.associationName,
    subtitle: periodOf(report.from, report.to),
    columns: [
      { header: 'Account', align: 'left', weight: 2.4 },
      { header: 'Actual', align: 'right', weight: 1 },
      { header: 'Budget', align: 'right', weight: 1 },
      { header: 'Variance', align: 'right', weight: 1 },
      { header: 'Variance %', align: 'right', weight: 0.8 },
    ],
    tables: [
      {
        title: 'Income',
        rows: [
          ...report.income.map((line) => row(line)),
          row({ name: 'Total income', ...report.totalIncome }, 'bold'),
        ],
      },
      {
        title: 'Expenses',
        rows: [
          ...report.expenses.map((line) => row(line)),
          row({ name: 'Total expenses', ...report.totalExpenses }, 'bold'),
        ],
      },
      { title: 'Net income', rows: [row({ name: 'Net income', ...report.netIncome }, 'bold')] },
    ],
    notes: [
      `Budget: each account's annual budget prorated by whole months, ${countOf(report.budgetMonths, 'month')} (every calendar month the period touches counts in full). Variance is favourable when positive.`,
    ],
  };
}

export function delinquencyDocument(report: DelinquencyReport): ReportDocument {
  const bucketCells = (buckets: Record<AgingBucket, number>) =>
    agingBuckets.map((bucket) => money(buckets[bucket]));
  return {
    fileName: `delinquency-${report.asOf}`,
    title: 'Delinquency report',
    associationName: report.associationName,
    subtitle: `As of ${formatCalendarDate(report.asOf)}`,
    columns: [
      { header: 'Account', align: 'left', weight: 0.9 },
      { header: 'Owner', align: 'left', weight: 1.5 },
      ...agingBuckets.map((bucket) => ({
        header: agingBucketLabels[bucket],
        align: 'right' as const,
        weight: 0.9,
      })),
      { header: 'Total owed', align: 'right', weight: 1 },
    ],
    tables: [
      {
        title: `Accounts with unpaid charges (${report.accounts.length})`,
        rows: [
          ...report.accounts.map((account) => ({
            cells: [
              account.accountNumber,
              account.ownerName,
              ...bucketCells(account.buckets),
              money(account.owed),
            ],
          })),
          {
            cells: [
              'Total',
              countOf(report.accounts.length, 'account'),
              ...bucketCells(report.totals),
              money(report.totalOwed),
            ],
            style: 'bold',
            ruleAbove: true,
          },
        ],
      },
    ],
    notes: [
      'Payments are applied to the oldest charge first; a charge is aged by the days since it fell due.',
    ],
  };
}

export function cashActivityDocument(report: CashActivity): ReportDocument {
  return {
    fileName: `cash-activity-${report.from}-to-${report.to}`,
    title: 'Cash activity',
    associationName: report.associationName,
    subtitle: periodOf(report.from, report.to),
    columns: [
      { header: 'Line', align: 'left', weight: 2.2 },
      { header: 'Entries', align: 'right', weight: 0.7 },
      { header: 'Money in', align: 'right', weight: 1 },
      { header: 'Money out', align: 'right', weight: 1 },
      { header: 'Balance', align: 'right', weight: 1 },
    ],
    tables: [
      ...report.accounts.map((account) => ({
        title: account.bankAccount ? `${account.name} (${account.bankAccount})` : account.name,
        rows: [
          {
            cells: [
              `Opening balance, ${formatCalendarDate(report.from)}`,
              '',
              '',
              '',
              money(account.opening),
            ],
          },
          ...account.byKind.map((kind) => ({
            cells: [kind.label, { count: kind.lines }, money(kind.moneyIn), money(kind.moneyOut), ''],
          })),
          {
            cells: [
              `Closing balance, ${formatCalendarDate(report.to)}`,
              '',
              money(account.moneyIn),
              money(account.moneyOut),
              money(account.closing),
            ],
            style: 'bold' as const,
            ruleAbove: true,
          },
        ],
      })),
      {
        title: 'All cash accounts',
        rows: [
          { cells: ['Opening balance', '', '', '', money(report.totals.opening)] },
          {
            cells: [
              'Closing balance',
              '',
              money(report.totals.moneyIn),
              money(report.totals.moneyOut),
              money(report.totals.closing),
            ],
            style: 'bold',
            ruleAbove: true,
          },
        ],
      },
    ],
    notes: [
      'Money in is every debit to the cash account, money out every credit; a transfer between the accounts is both.',
    ],
  };
}
