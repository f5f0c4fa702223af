import type { BalanceSheet } from '@hoa/contracts/association-reports';
import { type Cents, cents } from '@hoa/contracts/money';
import { eq, sql } from 'drizzle-orm';
import { subLedgers } from '../../apps/api/src/db/schema/books';
import { postEntries } from '../../apps/api/src/modules/books/post-entries';
import { ensureChartOfAccounts, type NewEntry } from '../../apps/api/src/modules/books/post-entry';
import { associationBooksFactories } from '../../apps/api/src/seed/association-books-factories';
import { demoAssociation, onSeededDemo } from './demo-database';
import { load } from './load';
import type { Figure } from './report';
import { signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startReadServer } from './server-process';
import { median, round } from './stats';

const months = 36;
const expenses = ['landscaping', 'utilities', 'insurance', 'management', 'repairs'] as const;

/**
 * Migrations, the demo data, and three more years of Meadowbrook's books: every home's monthly
 * assessment and its payment (settled to operating cash), five vendors' invoices approved and paid
 * each month, and a monthly transfer to the reserve.
 */
async function prepare(
  databaseUrl: string,
  dataDir: string,
): Promise<{ associationId: number; lines: number }> {
  return onSeededDemo({ databaseUrl, dataDir }, async (db) => {
    const meadow = await demoAssociation(db);
    const associationId = meadow.id;
    await ensureChartOfAccounts(db, associationId);
    const books = associationBooksFactories(db);
    for (const slug of expenses)
      await books.expenseAccount(associationId, slug, slug[0]?.toUpperCase() + slug.slice(1));
    const homes = await db
      .select({ id: subLedgers.id })
      .from(subLedgers)
      .where(eq(subLedgers.associationId, associationId));
    const start = new Date();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - months);
    for (let m = 0; m < months; m += 1) {
      const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1));
      const day = (d: number) => new Date(first.getTime() + (d - 1) * 86_400_000).toISOString().slice(0, 10);
      const entry = (
        kind: NewEntry['kind'],
        date: string,
        key: string,
        lines: NewEntry['lines'],
      ): NewEntry => ({
        associationId,
        kind,
        memo: `Bench ${kind}`,
        effectiveDate: date,
        postedAt: new Date(`${date}T12:00:00Z`),
        sourceKey: `bench-books:${associationId}:${key}:${m}`,
        lines,
      });
      const c = (amount: number) => cents(amount) as Cents;
      const entries: NewEntry[] = [];
      for (const home of homes) {
        entries.push(
          entry('assessment', day(1), `assessment:${home.id}`, [
            { account: 'receivable', subLedgerId: home.id, amount: c(25_000) },
            { account: 'assessment_income', amount: c(-25_000) },
          ]),
        );
        if ((home.id + m) % 9 !== 0)
          entries.push(
            entry('payment', day(8), `payment:${home.id}`, [
              { account: 'cash_clearing', amount: c(25_000) },
              { account: 'receivable', subLedgerId: home.id, amount: c(-25_000) },
            ]),
            entry('settlement', day(10), `settlement:${home.id}`, [
              { account: 'operating_cash', amount: c(25_000) },
              { account: 'cash_clearing', amount: c(-25_000) },
            ]),
          );
      }
      expenses.forEach((slug, index) => {
        const amount = c(40_000 + index * 15_000);
        entries.push(
          entry('invoice', day(12), `invoice:${slug}`, [
            { account: `expense_${slug}`, amount },
            { account: 'accounts_payable', amount: c(-amount) },
          ]),
          entry('invoice_payment', day(20), `invoice-payment:${slug}`, [
            { account: 'accounts_payable', amount },
            { account: 'operating_cash', amount: c(-amount) },
          ]),
        );
      });
      entries.push(
        entry('transfer', day(25), 'transfer', [
          { account: 'reserve_cash', amount: c(100_000) },
          { account: 'operating_cash', amount: c(-100_000) },
        ]),
      );
      await postEntries(db, entries);
    }
    await db.execute(sql`analyze`);
    const [count] = (
      (await db.execute(
        sql`select count(*)::int as lines from journal_lines where association_id = ${associationId}`,
      )) as {
        rows: { lines: number }[];
      }
    ).rows;
    return { associationId, lines: count?.lines ?? 0 };
  });
}

/**
 * Issue 17: the board's balance sheet over three years of Meadowbrook's books on PostgreSQL, p99 at
 * 10 connections, against /api/health in the same run.
 */
export async function boardReportsBenchmarks(): Promise<Figure[]> {
  return withScratchDatabase('postgres', 'reports-bench-', async ({ label, dataDir, databaseUrl }) => {
    if (!databaseUrl) throw new Error('The reports benchmark runs on PostgreSQL');
    const started = performance.now();
    const { associationId, lines } = await prepare(databaseUrl, dataDir);
    const prepareMs = performance.now() - started;
    const server = await startReadServer({ dataDir, databaseUrl });
    try {
      const token = await signInDemoUser(server.url, 'board@example.com');
      const headers = { authorization: `Bearer ${token}` };
      const sheetUrl = `${server.url}/svc/associations/api/Board/Associations/${associationId}/Reports/BalanceSheet`;
      const probe = (await (await fetch(sheetUrl, { headers })).json()) as BalanceSheet;
      const balanced = probe.totalAssets === probe.totalLiabilities + probe.totalEquity;
      const runs = { health: [] as number[], sheet: [] as number[] };
      const rps = { health: [] as number[], sheet: [] as number[] };
      let non2xx = 0;
      for (let turn = 0; turn < 2; turn += 1) {
        for (const [name, url, extra] of [
          ['health', `${server.url}/api/health`, {}],
          ['sheet', sheetUrl, headers],
        ] as const) {
          const figures = await load(url, { headers: extra });
          runs[name].push(figures.p99Ms);
          rps[name].push(figures.requestsPerSecond);
          non2xx += figures.non2xx;
        }
      }
      const healthP99 = Math.max(1, median(runs.health));
      return [
        {
          name: `${label}: preparing (migrations, demo seed, ${months} months of Meadowbrook's books)`,
          value: `${round(prepareMs / 1000, 1)} s`,
          note: `${lines} journal lines in the association's books`,
        },
        {
          name: `${label}: GET /api/health, 10 connections (median of 2 × 5 s)`,
          value: `p99 ${median(runs.health)} ms`,
          note: `${Math.round(median(rps.health))} req/s; p99 runs ${runs.health.join(', ')} ms`,
        },
        {
          name: `${label}: GET /Board/Associations/{id}/Reports/BalanceSheet over ${lines} lines, 10 connections, board member`,
          value: `p99 ${median(runs.sheet)} ms`,
          note: `${Math.round(median(rps.sheet))} req/s; p99 runs ${runs.sheet.join(', ')} ms; p99 ÷ health p99 ${round(median(runs.sheet) / healthP99, 1)}; ${balanced ? 'balances' : 'DOES NOT BALANCE'}; non-2xx ${non2xx}`,
        },
      ];
    } finally {
      await server.stop();
    }
  });
}
