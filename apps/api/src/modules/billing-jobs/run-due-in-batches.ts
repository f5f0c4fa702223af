import type { PaymentsDeps } from '../payments/payments-deps';
import { chargeCreated } from './charge-created';

export interface JobOptions {
  now: Date;
  /** Schedules read and recorded per batch; each batch is charged before the next is read (default 1 000). */
  batchSize?: number;
}

export interface DueRunResult {
  created: number;
  charged: number;
  deactivated: number;
}

/** What running one due schedule did: made a payment (null: nothing owed), stopped it, or nothing. */
export type DueOutcome = { paymentId: number | null } | { deactivated: true } | null;

/**
 * Runs every due schedule, a batch at a time in id order: `selectDue` reads the next batch after an
 * id, `recordBatch` records the batch's payments (see `oneByOne`), and the batch's payments are
 * charged before the next batch is read. Memory stays at one batch however many are due, and a
 * schedule that is skipped (not due after all under its lock) is not read again in the same run.
 */
export async function runDueInBatches(
  deps: PaymentsDeps,
  options: JobOptions,
  selectDue: (afterId: number, limit: number) => Promise<{ id: number }[]>,
  recordBatch: (ids: number[]) => Promise<DueOutcome[]>,
): Promise<DueRunResult> {
  const batchSize = options.batchSize ?? 1_000;
  const result: DueRunResult = { created: 0, charged: 0, deactivated: 0 };
  let afterId = 0;
  for (;;) {
    const due = await selectDue(afterId, batchSize);
    const created: number[] = [];
    for (const outcome of await recordBatch(due.map((row) => row.id))) {
      if (outcome && 'paymentId' in outcome && outcome.paymentId !== null) created.push(outcome.paymentId);
      if (outcome && 'deactivated' in outcome) result.deactivated += 1;
    }
    result.created += created.length;
    result.charged += await chargeCreated(deps, created);
    const last = due.at(-1);
    if (!last || due.length < batchSize) return result;
    afterId = last.id;
  }
}

/** A batch recorder that runs each schedule in turn, each in its own transaction. */
export function oneByOne(runOne: (id: number) => Promise<DueOutcome>) {
  return async (ids: number[]): Promise<DueOutcome[]> => {
    const outcomes: DueOutcome[] = [];
    for (const id of ids) outcomes.push(await runOne(id));
    return outcomes;
  };
}
