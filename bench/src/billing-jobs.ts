import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database';
import { recurringPayments } from '../../apps/api/src/db/schema/payments';
import { repoRoot } from './paths';
import type { Figure } from './report';
import { round } from './stats';

/** Where a job benchmark finds the prepared database once the server has stopped. */
export interface JobDatabase {
  dataDir: string;
  databaseUrl: string | null;
  /** "PGlite" or "PostgreSQL", for the figures' names. */
  label: string;
}

/**
 * Batch-job benchmarks run inside the billing suite on the same prepared database: `prepare` adds
 * their data before the server starts, `measure` runs the job in a process of its own after the
 * server has stopped (the embedded database takes one process at a time).
 */
export interface BillingJobBenchmark {
  name: string;
  prepare(db: Db): Promise<void>;
  measure(database: JobDatabase): Promise<Figure[]>;
}

export const nightlyRecurringCount = 10_000;

/**
 * 10 000 recurring payments due today, copied from the demo's two active ones (a saved bank account
 * and a saved card, so half settle by ACH later and half are processed at once): the same work per
 * payment as 10 000 homes, each a transaction of its own, a sandbox charge and its entries.
 */
async function prepareDueRecurring(db: Db): Promise<void> {
  const templates = await db.select().from(recurringPayments).where(eq(recurringPayments.status, 'active'));
  if (templates.length === 0) throw new Error('The demo seed has no active recurring payment to copy');
  // yesterday in UTC is already "today or earlier" in every association's time zone
  const due = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const rows = Array.from({ length: nightlyRecurringCount }, (_, i) => {
    const { id: _id, ...template } = templates[i % templates.length] as (typeof templates)[number];
    return {
      ...template,
      amount: 12_500 + (i % 4) * 25,
      payFullBalance: false,
      maximumAmount: null,
      nextPaymentDate: due,
      anchorDay: Number(due.slice(8, 10)),
      notes: `Nightly bench ${i}`,
      remindedFor: null,
    };
  });
  for (let i = 0; i < rows.length; i += 1_000)
    await db.insert(recurringPayments).values(rows.slice(i, i + 1_000));
}

interface JobReport {
  ms: number;
  created: number;
  charged: number;
  deactivated: number;
  startRssMiB: number;
  peakRssMiB: number;
  peakHeapMiB: number;
}

function runJobProcess(database: JobDatabase): Promise<JobReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'bench', 'src', 'nightly-job-process.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          BENCH_DATA_DIR: database.dataDir,
          ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATABASE_URL: '' }),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`the nightly job process exited with ${code}: ${last}`));
      try {
        resolve(JSON.parse(last) as JobReport);
      } catch {
        reject(new Error(`the nightly job process printed no report: ${last}`));
      }
    });
  });
}

export const billingJobBenchmarks: BillingJobBenchmark[] = [
  {
    name: 'nightly recurring payments',
    prepare: prepareDueRecurring,
    async measure(database) {
      const report = await runJobProcess(database);
      const seconds = report.ms / 1000;
      return [
        {
          name: `${database.label}: nightly job, ${nightlyRecurringCount} due recurring payments (record, charge, post)`,
          value: `${round(seconds, 1)} s`,
          target: '≤ 60 s',
          ok: seconds <= 60 && report.created === nightlyRecurringCount,
          note: `${report.created} made, ${report.charged} charged, ${report.deactivated} stopped; ${Math.round(report.created / seconds)} payments/s; peak RSS ${report.peakRssMiB} MiB (${report.startRssMiB} MiB before the run), peak heap ${report.peakHeapMiB} MiB`,
        },
      ];
    },
  },
];
