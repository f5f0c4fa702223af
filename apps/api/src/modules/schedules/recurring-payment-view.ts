import { editCutoff, isBeforeCutoff } from '@hoa/contracts/payment-rules';
import type { RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import type { Db } from '../../db/database';
import type { recurringPayments } from '../../db/schema/payments';
import { methodDisplayName } from '../payments/payment-method-context';
import { scheduleLookups } from './schedule-context';
import { changeableStatuses } from './schedule-rules';

export type RecurringPaymentRow = typeof recurringPayments.$inferSelect;

/** The amount the next payment will be when it is known now: the fixed amount, capped at the maximum. */
export const knownNextAmount = (
  row: Pick<RecurringPaymentRow, 'amount' | 'payFullBalance' | 'maximumAmount'>,
) =>
  row.payFullBalance || row.amount === null ? null : Math.min(row.amount, row.maximumAmount ?? row.amount);

export async function recurringPaymentDtos(
  db: Db,
  rows: RecurringPaymentRow[],
  now: Date,
): Promise<RecurringPaymentDto[]> {
  const lookups = await scheduleLookups(db, rows);
  return Promise.all(
    rows.map(async (row) => {
      const subLedger = lookups.subLedgerOf(row.subLedgerId);
      const method = lookups.methodOf(row.paymentMethodId);
      if (!subLedger || !method) throw new Error(`Recurring payment ${row.id} lost its sub-ledger or method`);
      const amount = knownNextAmount(row);
      const fees = amount === null ? null : await lookups.quote(subLedger, method.kind, amount);
      const changeable = (changeableStatuses as readonly string[]).includes(row.status);
      return {
        id: row.id,
        status: row.status,
        subLedgerId: row.subLedgerId,
        accountNumber: subLedger.accountNumber,
        associationId: row.associationId,
        paymentMethodId: row.paymentMethodId,
        paymentMethodName: methodDisplayName(method),
        amount: row.amount,
        payFullBalance: row.payFullBalance,
        maximumAmount: row.maximumAmount,
        interval: row.interval,
        nextPaymentDate: row.nextPaymentDate,
        notes: row.notes,
        deactivatedReason: row.deactivatedReason,
        editableUntil: editCutoff(row.nextPaymentDate).toISOString(),
        editable: changeable && isBeforeCutoff(row.nextPaymentDate, now),
        estimatedFees: fees
          ? { processingFee: fees.processingFee, largeAmountFee: fees.largeAmountFee, total: fees.total }
          : null,
      };
    }),
  );
}

export async function recurringPaymentDto(db: Db, row: RecurringPaymentRow, now: Date) {
  const [dto] = await recurringPaymentDtos(db, [row], now);
  return dto as RecurringPaymentDto;
}
