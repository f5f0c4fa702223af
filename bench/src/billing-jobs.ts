import type { Db } from '../../apps/api/src/db/database';
import type { Figure } from './report';

/**
 * Batch-job benchmarks run inside the billing suite, on the same prepared database and server. The
 * nightly run of 10 000 recurring payments belongs here (added with the schedules job): `prepare` adds
 * its schedules before the server starts, `measure` times the run against it.
 */
export interface BillingJobBenchmark {
  name: string;
  prepare(db: Db): Promise<void>;
  measure(server: { url: string; token: string }): Promise<Figure[]>;
}

export const billingJobBenchmarks: BillingJobBenchmark[] = [];
