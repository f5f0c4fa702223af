import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import type { Cents } from '@hoa/contracts/money';
import { computeFees, type FeeOption, type Fees } from '@hoa/contracts/payment-rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type MethodKindColumn, paymentOptions } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';

const noFee: FeeOption = { feeType: 'flat', feeBasisPoints: 0, feeFlat: 0 };

/**
 * The fee options of associations in one read: a lookup by association and method kind (no row: the
 * kind is offered, with no fee). One association is a list of one.
 */
export async function paymentOptionsFor(
  db: Db,
  associationIds: readonly number[],
): Promise<(associationId: number, methodKind: MethodKindColumn) => FeeOption & { enabled: boolean }> {
  const rows =
    associationIds.length === 0
      ? []
      : await db
          .select()
          .from(paymentOptions)
          .where(inArray(paymentOptions.associationId, [...associationIds]));
  const byKey = new Map(rows.map((row) => [`${row.associationId}:${row.methodKind}`, row]));
  return (associationId, methodKind) =>
    byKey.get(`${associationId}:${methodKind}`) ?? { ...noFee, enabled: true };
}

export function methodUnavailable(kind: MethodKindColumn): AppError {
  return new AppError('SERVICE_UNAVAILABLE', billingMessages.methodUnavailable[kind], {
    errorCode:
      kind === 'card' ? paymentErrorCodes.methodUnavailableCard : paymentErrorCodes.methodUnavailableBank,
  });
}

/** Fees for paying `amount` with a method kind in an association; refuses a kind it does not offer. */
export async function feesFor(
  db: Db,
  subLedger: { associationId: number; largeAmountFeeBasisPoints: number },
  methodKind: MethodKindColumn,
  amount: Cents,
): Promise<Fees> {
  const option = (await paymentOptionsFor(db, [subLedger.associationId]))(
    subLedger.associationId,
    methodKind,
  );
  if (!option.enabled) throw methodUnavailable(methodKind);
  return computeFees(amount, option, subLedger.largeAmountFeeBasisPoints);
}
