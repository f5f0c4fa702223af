import type {
  BalanceSheet,
  CashActivity,
  DelinquencyReport,
  IncomeStatement,
} from '@hoa/contracts/association-reports';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database';
import { monthsTouched, prorateBudget } from '../../src/modules/association-reports/income-statement';
import { as } from '../calls';
import { forEachDatabase } from '../helper';
import { type ReportsWorld, reportsWorld } from './reports-world';

async function read<T>(world: ReportsWorld, path: string): Promise<T> {
  const response = await as(world.test.app, world.tokens.board).get(world.url(path));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const amounts = (rows: { code: string; amount: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.code, row.amount]));

describe('budget proration', () => {
  it('counts every calendar month the period touches, per year', () => {
    expect([...monthsTouched('2026-02-10', '2026-02-20')]).toEqual([[2026, 1]]);
    expect([...monthsTouched('2025-11-30', '2026-03-01')]).toEqual([
      [2025, 2],
      [2026, 3],
    ]);
    expect([...monthsTouched('2026-01-01', '2026-12-31')]).toEqual([[2026, 12]]);
  });
  it('prorates an annual budget in whole cents, half a cent up', () => {
    expect(prorateBudget(100_000, 2)).toBe(16_667);
    expect(prorateBudget(600_000, 12)).toBe(600_000);
    expect(prorateBudget(6, 1)).toBe(1); // 0.5 cent
    expect(prorateBudget(5, 1)).toBe(0);
  });
});

forEachDatabase((kind) => {
  // the first test of a file may build the database templates, on a shared 2-core machine
  describe('board reports on hand-built books', { timeout: 180_000 }, () => {
    it('balance sheet: the books by account, and assets equal liabilities plus equity', async () => {
      const world = await reportsWorld(kind);
      const sheet = await read<BalanceSheet>(world, 'BalanceSheet?asOf=2026-02-28');
      expect(sheet.associationName).toBe('Willow Creek');
      expect(amounts(sheet.assets)).toEqual({
        operating_cash: 880_000,
        reserve_cash: 5_100_000,
        cash_clearing: 10_000,
        receivable: 47_500,
      });
      expect(sheet.assets.map((a) => a.name)).toEqual([
        'Operating cash',
        'Reserve cash',
        'Payments in transit',
        'Homeowner receivables',
      ]);
      expect(amounts(sheet.liabilities)).toEqual({ accounts_payable: 12_000 });
      expect(amounts(sheet.equity)).toEqual({
        fund_balance: 6_000_000,
        net_income_earlier_years: 30_000,
        net_income_this_year: -4_500,
      });
      expect(sheet.totalAssets).toBe(6_037_500);
      expect(sheet.totalLiabilities + sheet.totalEquity).toBe(sheet.totalAssets);

      // The same figures recomputed from the journal lines alone, account code by account code.
      const rows = await queryRows<{ code: string; kind: string; total: string }>(
        world.db,
        sql`select a.code, a.kind, sum(l.amount) as total from journal_lines l
            join gl_accounts a on a.id = l.gl_account_id
            where l.association_id = ${world.associationId} and l.effective_date <= '2026-02-28'
            group by a.code, a.kind`,
      );
      const total = (codes: string[]) =>
        rows.filter((row) => codes.includes(row.code)).reduce((sum, row) => sum + Number(row.total), 0);
      const byKind = (k: string) =>
        rows.filter((row) => row.kind === k).reduce((sum, row) => sum + Number(row.total), 0);
      const bank = total(['operating_cash', 'reserve_cash']);
      const receivables = total(['receivable']);
      const payables = -total(['accounts_payable']);
      const inTransit = total(['cash_clearing']);
      expect(bank + inTransit + receivables - payables).toBe(sheet.totalAssets - sheet.totalLiabilities);
      expect(byKind('asset')).toBe(sheet.totalAssets);
      expect(-byKind('liability')).toBe(sheet.totalLiabilities);
      expect(-(byKind('equity') + byKind('income') + byKind('expense'))).toBe(sheet.totalEquity);
      const bankBalances = world.accounts;
      expect(sheet.assets.find((a) => a.code === 'operating_cash')?.accountId).toBe(bankBalances.operating);
    });

    it('balance sheet: before the books start, every figure is zero and it still balances', async () => {
      const world = await reportsWorld(kind);
      const sheet = await read<BalanceSheet>(world, 'BalanceSheet?asOf=2025-06-30');
      expect(sheet.totalAssets).toBe(0);
      expect(sheet.totalLiabilities + sheet.totalEquity).toBe(0);
      // without asOf: today in the association's zone (the clock says 2026-03-15)
      const today = await read<BalanceSheet>(world, 'BalanceSheet');
      expect(today.asOf).toBe('2026-03-15');
      expect(today.totalAssets).toBe(6_037_500);
    });

    it('income statement: actual against the budget prorated by whole months', async () => {
      const world = await reportsWorld(kind);
      const report = await read<IncomeStatement>(world, 'IncomeStatement?from=2026-01-01&to=2026-02-28');
      expect(report.budgetMonths).toBe(2);
      const line = (code: string) =>
        [...report.income, ...report.expenses].find((item) => item.code === code);
      expect(line('assessment_income')).toMatchObject({
        actual: 50_000,
        budget: 100_000,
        variance: -50_000,
        variancePercent: -50,
      });
      expect(line('late_fee_income')).toMatchObject({ actual: 2_500, budget: 0, variancePercent: null });
      expect(line('expense_landscaping')).toMatchObject({
        actual: 45_000,
        budget: 50_000,
        variance: 5_000,
        variancePercent: 10,
      });
      expect(line('expense_utilities')).toMatchObject({
        actual: 12_000,
        budget: 16_667,
        variance: 4_667,
        variancePercent: 28,
      });
      expect(report.totalIncome).toMatchObject({ actual: 52_500, budget: 100_000 });
      expect(report.totalExpenses).toMatchObject({ actual: 57_000, budget: 66_667 });
      expect(report.netIncome).toMatchObject({ actual: -4_500, budget: 33_333, variance: -37_833 });

      // across a year end: one month of 2025's budget and one of 2026's
      const across = await read<IncomeStatement>(world, 'IncomeStatement?from=2025-12-01&to=2026-01-31');
      expect(across.budgetMonths).toBe(2);
      expect(across.income.find((item) => item.code === 'assessment_income')).toMatchObject({
        actual: 80_000,
        budget: 40_000 + 50_000,
      });
      // a few days inside one month carry that month's twelfth
      const days = await read<IncomeStatement>(world, 'IncomeStatement?from=2026-02-10&to=2026-02-20');
      expect(days.budgetMonths).toBe(1);
      expect(days.expenses.find((item) => item.code === 'expense_utilities')).toMatchObject({
        actual: 12_000,
        budget: 8_333,
      });
    });

    it('delinquency: each account by aging bucket, payments on the oldest charge first', async () => {
      const world = await reportsWorld(kind);
      const report = await read<DelinquencyReport>(world, 'Delinquency?asOf=2026-02-28');
      const { first, second } = world.subLedgers;
      expect(report.accounts.map((a) => [a.subLedgerId, a.owed])).toEqual([
        [first, 30_000],
        [second, 17_500],
      ]);
      // 2025-12-01 is 89 days before 2026-02-28, 2026-01-01 is 58 and 2026-02-16 is 12
      expect(report.accounts[0]?.buckets).toEqual({
        current: 0,
        days1to30: 0,
        days31to60: 25_000,
        days61to90: 5_000,
        over90: 0,
      });
      expect(report.accounts[1]?.buckets).toMatchObject({ days1to30: 2_500, days31to60: 15_000 });
      expect(report.totals).toEqual({
        current: 0,
        days1to30: 2_500,
        days31to60: 40_000,
        days61to90: 5_000,
        over90: 0,
      });
      expect(report.totalOwed).toBe(47_500);
      expect(report.receivableAccountId).toBe(world.accounts.receivable);
      expect(report.accounts[0]?.accountNumber).toMatch(/^A\d{6}$/);
    });

    it('cash activity: opening, money in and out by kind, closing, per cash account', async () => {
      const world = await reportsWorld(kind);
      const report = await read<CashActivity>(world, 'CashActivity?from=2026-01-01&to=2026-02-28');
      const [operating, reserve] = report.accounts;
      expect(operating).toMatchObject({
        code: 'operating_cash',
        bankAccount: 'First Community Bank \u2022\u20224321',
        opening: 1_000_000,
        moneyIn: 25_000,
        moneyOut: 145_000,
        closing: 880_000,
      });
      expect(operating?.byKind).toEqual([
        { kind: 'invoice_payment', label: 'Invoice payments', lines: 1, moneyIn: 0, moneyOut: 45_000 },
        { kind: 'settlement', label: 'Processor settlements', lines: 1, moneyIn: 25_000, moneyOut: 0 },
        { kind: 'transfer', label: 'Transfers', lines: 1, moneyIn: 0, moneyOut: 100_000 },
      ]);
      expect(reserve).toMatchObject({
        opening: 5_000_000,
        moneyIn: 100_000,
        moneyOut: 0,
        closing: 5_100_000,
      });
      expect(report.totals).toEqual({
        opening: 6_000_000,
        moneyIn: 125_000,
        moneyOut: 145_000,
        closing: 5_980_000,
      });
    });

    it('drill-down: the lines behind a figure sum to it, paged oldest first', async () => {
      const world = await reportsWorld(kind);
      const path = `AccountLines?accountId=${world.accounts.operating}&from=2026-01-01&to=2026-02-28&limit=2`;
      const page = await read<{
        total: number;
        count: number;
        lines: { amount: number; kind: string }[];
        next: string | null;
      }>(world, path);
      expect(page).toMatchObject({ total: -120_000, count: 3 });
      expect(page.lines.map((l) => [l.kind, l.amount])).toEqual([
        ['settlement', 25_000],
        ['invoice_payment', -45_000],
      ]);
      expect(page.next).not.toBeNull();
      const rest = await read<{ lines: { amount: number }[]; next: string | null }>(
        world,
        `${path}&after=${encodeURIComponent(page.next ?? '')}`,
      );
      expect(rest.lines.map((l) => l.amount)).toEqual([-100_000]);
      expect(rest.next).toBeNull();
      // the balance sheet's figure: every line up to the day, one homeowner's receivable lines
      const all = await read<{ total: number }>(
        world,
        `AccountLines?accountId=${world.accounts.operating}&to=2026-02-28`,
      );
      expect(all.total).toBe(880_000);
      const one = await read<{ total: number; lines: { accountNumber: string | null }[] }>(
        world,
        `AccountLines?accountId=${world.accounts.receivable}&to=2026-02-28&subLedgerId=${world.subLedgers.second}`,
      );
      expect(one.total).toBe(17_500);
      expect(one.lines.every((l) => l.accountNumber !== null)).toBe(true);
    });
  });
});
