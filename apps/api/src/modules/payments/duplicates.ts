import type { duplicateWarningSchema } from '@hoa/contracts/billing';
import { billingMessages } from '@hoa/contracts/billing';
import { duplicateWindowHours } from '@hoa/contracts/payment-rules';
import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { futurePayments, payments } from '../../db/schema/payments';

export type DuplicateWarning = z.infer<typeof duplicateWarningSchema>;

/**
 * SPEC §8: a payment for the same account submitted in the past 12 hours, or one already scheduled
 * for the date, prompts 'continue or not'. Returns null when there is none.
 */
export async function findDuplicates(
  db: Db,
  input: {
    propertyId: number;
    date: string;
    now: Date;
    excludePaymentId?: number;
    excludeFuturePaymentId?: number;
  },
): Promise<DuplicateWarning | null> {
  const since = new Date(input.now.getTime() - duplicateWindowHours * 3_600_000);
  const recent = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      date: payments.paymentDate,
      status: payments.status,
      kind: payments.kind,
    })
    .from(payments)
    .where(
      and(
        eq(payments.propertyId, input.propertyId),
        inArray(payments.status, ['charging', 'pending', 'processed']),
        or(gte(payments.confirmedAt, since), eq(payments.paymentDate, input.date)),
        input.excludePaymentId === undefined ? undefined : ne(payments.id, input.excludePaymentId),
      ),
    );
  const scheduled = await db
    .select({ id: futurePayments.id, amount: futurePayments.amount, date: futurePayments.scheduledDate })
    .from(futurePayments)
    .where(
      and(
        eq(futurePayments.propertyId, input.propertyId),
        eq(futurePayments.status, 'active'),
        eq(futurePayments.scheduledDate, input.date),
        input.excludeFuturePaymentId === undefined
          ? undefined
          : ne(futurePayments.id, input.excludeFuturePaymentId),
      ),
    );
  const found = [...recent, ...scheduled.map((row) => ({ ...row, status: 'scheduled', kind: 'future' }))];
  return found.length === 0 ? null : { message: billingMessages.duplicateWarning, payments: found };
}

/** Two-key advisory lock namespace for one property's duplicate check (ADR 093). */
const duplicateCheckLockNamespace = 71_093;

/**
 * Runs `decide` in a transaction that holds the property's duplicate-check lock to its end, so the
 * check and the confirmation it lets through (a payment marked `charging`, a schedule made active)
 * are one step: of concurrent confirms for the same property, each sees the ones before it (ADR 093).
 * The lock is per property because that is the duplicate check's scope (all its sub-ledgers).
 */
export function serialisedDuplicateCheck<T>(
  db: Db,
  propertyId: number,
  decide: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${duplicateCheckLockNamespace}, ${propertyId})`);
    return decide(tx);
  });
}
