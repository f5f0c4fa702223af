import { prepareBillingDatabase } from './billing-data';
import { billingJobBenchmarks } from './billing-jobs';
import { load } from './load';
import type { Figure } from './report';
import { type DatabaseKind, onBothDatabases, signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startReadServer } from './server-process';
import { median, round } from './stats';

const ledgerLines = 10_000;
const pageSize = 50;
/** The page the walk reaches: with 10 000 lines and 50 a page, the last one. */
const farPage = 200;
const payments = '/svc/payments/api';

/** Follows nextCursor from the first page to page `page`; returns that page's cursor. */
async function cursorOfPage(
  baseUrl: string,
  token: string,
  subLedgerId: number,
  page: number,
): Promise<string> {
  let cursor = '';
  for (let n = 1; n < page; n += 1) {
    const response = await fetch(
      `${baseUrl}${payments}/Ledger?subLedgerId=${subLedgerId}&limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`The ledger ended at page ${n}`);
    cursor = body.nextCursor;
  }
  return cursor;
}

/** Sequential downloads: the first warms up, then the median and slowest of `runs`. */
async function timeDownloads(url: string, token: string, runs: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= runs; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i > 0) times.push(performance.now() - started);
    bytes = body.length;
  }
  return { median: median(times), max: Math.max(...times), bytes };
}

interface Prepared {
  kind: DatabaseKind;
  label: string;
  dataDir: string;
  databaseUrl: string | null;
  subLedgerId: number;
  prepareMs: number;
}

/** The reads against a server on the prepared database: ledger pages under load, statement downloads. */
async function measureReads(prepared: Prepared): Promise<Figure[]> {
  const { kind, label, dataDir, databaseUrl, subLedgerId, prepareMs } = prepared;
  const server = await startReadServer({ dataDir, databaseUrl });
  try {
    const token = await signInDemoUser(server.url, 'homeowner@example.com');
    const headers = { authorization: `Bearer ${token}` };
    const first = `${server.url}${payments}/Ledger?subLedgerId=${subLedgerId}&limit=${pageSize}`;
    const far = `${first}&cursor=${await cursorOfPage(server.url, token, subLedgerId, farPage)}`;
    const targets = [
      ['health', `${server.url}/api/health`, false],
      ['first', first, true],
      ['far', far, true],
    ] as const;
    // a short unrecorded run of each first, so no measured run pays for the JIT compiling its path
    for (const [, url, withAuth] of targets)
      await load(url, { seconds: 2, ...(withAuth ? { headers } : {}) });
    const runs = { health: [] as number[], first: [] as number[], far: [] as number[] };
    const p99 = { health: [] as number[], first: [] as number[], far: [] as number[] };
    let non2xx = 0;
    for (let round = 0; round < 2; round += 1) {
      for (const [name, url, withAuth] of targets) {
        const figures = await load(url, withAuth ? { headers } : {});
        runs[name].push(figures.requestsPerSecond);
        p99[name].push(figures.p99Ms);
        non2xx += figures.non2xx;
      }
    }
    const rps = { health: median(runs.health), first: median(runs.first), far: median(runs.far) };
    const worst = { first: Math.max(...p99.first), far: Math.max(...p99.far) };
    const exportUrl = `${server.url}${payments}/Ledger/Export?subLedgerId=${subLedgerId}&duration=full-history`;
    const pdf = await timeDownloads(`${exportUrl}&statementType=transaction-history&format=pdf`, token, 10);
    const csv = await timeDownloads(`${exportUrl}&statementType=transaction-history&format=csv`, token, 10);
    const pageRatio = Math.max(rps.first, rps.far) / Math.min(rps.first, rps.far);
    return [
      {
        name: `${label}: preparing the data (migrations, demo seed, ${ledgerLines} ledger entries, job data)`,
        value: `${round(prepareMs / 1000, 1)} s`,
      },
      {
        name: `${label}: GET /api/health, 10 connections (median of 2 × 5 s)`,
        value: `${Math.round(rps.health)} req/s`,
        note: `p99 ${median(p99.health)} ms`,
      },
      {
        name: `${label}: GET /Ledger first page (${pageSize} of ${ledgerLines} lines)`,
        value: `${Math.round(rps.first)} req/s`,
        note: `÷ health ${round(rps.first / rps.health)}; p99 ${p99.first.join(', ')} ms`,
        ...(kind === 'postgres' ? { target: 'p99 ≤ 25 ms', ok: worst.first <= 25 } : {}),
      },
      {
        name: `${label}: GET /Ledger page ${farPage} (cursor from walking the pages)`,
        value: `${Math.round(rps.far)} req/s`,
        note: `÷ health ${round(rps.far / rps.health)}; p99 ${p99.far.join(', ')} ms; non-2xx answers in all runs: ${non2xx}`,
        ...(kind === 'postgres' ? { target: 'p99 ≤ 25 ms', ok: worst.far <= 25 } : {}),
      },
      {
        name: `${label}: first page and page ${farPage}, throughput ratio (larger ÷ smaller)`,
        value: String(round(pageRatio)),
        target: '≤ 2',
        ok: pageRatio <= 2,
      },
      {
        name: `${label}: GET /Ledger/Export PDF, full history (${ledgerLines} lines), median of 10`,
        value: `${Math.round(pdf.median)} ms`,
        target: '≤ 300 ms',
        ok: pdf.median <= 300,
        note: `slowest ${Math.round(pdf.max)} ms; ${round(pdf.bytes / 1000)} kB`,
      },
      {
        name: `${label}: GET /Ledger/Export CSV, full history, median of 10`,
        value: `${Math.round(csv.median)} ms`,
        note: `slowest ${Math.round(csv.max)} ms; ${round(csv.bytes / 1000)} kB`,
      },
    ];
  } finally {
    await server.stop();
  }
}

async function measure(kind: DatabaseKind): Promise<Figure[]> {
  return withScratchDatabase(kind, `hoa-bench-billing-${kind}-`, async ({ label, dataDir, databaseUrl }) => {
    const started = performance.now();
    const { subLedgerId } = await prepareBillingDatabase(
      { databaseUrl, dataDir },
      ledgerLines,
      billingJobBenchmarks.map((job) => job.prepare),
    );
    const prepareMs = performance.now() - started;
    const figures = await measureReads({ kind, label, dataDir, databaseUrl, subLedgerId, prepareMs });
    // the jobs run once the server has stopped: the embedded database takes one process at a time
    for (const job of billingJobBenchmarks)
      figures.push(...(await job.measure({ dataDir, databaseUrl, label })));
    return figures;
  });
}

/**
 * Issue 4: the ledger's keyset pages (first and page 200 of a 10 000-line account) against /api/health
 * in the same run, the full-history statement download, and the nightly job for 10 000 due recurring
 * payments, on PGlite and on PostgreSQL.
 */
export async function billingBenchmarks(): Promise<Figure[]> {
  return onBothDatabases(measure);
}
