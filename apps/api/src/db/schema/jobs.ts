import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who is running a periodic job right now (ADR 094). A worker writes its lease when it takes a
 * pg-boss job and renews it while the job runs; a lease that stops being renewed means its process
 * is gone, and any process may then hand the job back to the queue instead of waiting for
 * pg-boss's expiry (15 minutes) to free the singleton.
 */
export const jobLeases = pgTable('job_leases', {
  /** The pg-boss job (pgboss.job.id). */
  jobId: uuid().primaryKey(),
  queue: text().notNull(),
  /** The worker process's id for this start (a random uuid), for the logs. */
  owner: text().notNull(),
  /** Renewed while the job runs, by the app's clock. */
  heartbeatAt: timestamp({ withTimezone: true }).notNull(),
});
