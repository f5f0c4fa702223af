import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { PaymentProcessor } from '../processor/port';

/** Named points of the payment path where a crash test may kill the process (HOA_CRASH_AT). */
export const crashPointNames = ['after-mark-charging', 'after-processor-charge', 'after-commit'] as const;
export type CrashPointName = (typeof crashPointNames)[number];

/** What the payment path needs, the same for routes, jobs and the reconciler. */
export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  processor: PaymentProcessor;
  log: FastifyBaseLogger;
  /** Kills the process at a named point when configured to (crash tests only); otherwise nothing. */
  crashPoint(name: CrashPointName): void;
}
