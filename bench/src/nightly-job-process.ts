// The nightly recurring-payments job, alone in its own process, on the database the billing bench
// prepared: prints one JSON line with its time, counts and peak memory.
import pino from 'pino';
import { systemClock } from '../../apps/api/src/clock';
import { openDatabase } from '../../apps/api/src/db/database';
import { processDueRecurringPayments } from '../../apps/api/src/modules/billing-jobs/process-due-recurring-payments';
import type { PaymentsDeps } from '../../apps/api/src/modules/payments/payments-deps';
import { createProcessor } from '../../apps/api/src/modules/processor/create-processor';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir });
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
let peakHeap = process.memoryUsage().heapUsed;
const sampler = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 100);
try {
  const processor = createProcessor(
    { paymentProcessor: { name: 'sandbox', webhookSecret: 'bench-webhook-secret', unavailable: [] } },
    database.db,
    systemClock,
  );
  const deps: PaymentsDeps = {
    db: database.db,
    clock: systemClock,
    processor,
    log: pino({ level: 'warn' }),
    crashPoint: () => {},
  };
  const startRss = process.memoryUsage().rss;
  const started = performance.now();
  const result = await processDueRecurringPayments(deps, { now: systemClock.now() });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  process.stdout.write(
    `${JSON.stringify({
      ms,
      ...result,
      startRssMiB: mib(startRss),
      // maxRSS is in KiB: the most this process held at any moment
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      peakHeapMiB: mib(peakHeap),
    })}\n`,
  );
} finally {
  clearInterval(sampler);
  await database.close();
}
