import type { RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import type { Db } from '../../db/database';
import { datedScheduleDtos } from './dated-schedule-view';
import type { RecurringPaymentRow } from './dated-schedules';

// billing-jobs/send-payment-reminders.ts reads the row type from here

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
  return datedScheduleDtos(db, 'recurring', rows, now, async (row, shared, quote) => {
    const amount = knownNextAmount(row);
    const fees = amount === null ? null : await quote(amount);
    return {
      ...shared,
      amount: row.amount,
      payFullBalance: row.payFullBalance,
      maximumAmount: row.maximumAmount,
      interval: row.interval,
      nextPaymentDate: row.nextPaymentDate,
      estimatedFees: fees
        ? { processingFee: fees.processingFee, largeAmountFee: fees.largeAmountFee, total: fees.total }
        : null,
    };
  });
}

export async function recurringPaymentDto(db: Db, row: RecurringPaymentRow, now: Date) {
  const [dto] = await recurringPaymentDtos(db, [row], now);
  return dto as RecurringPaymentDto;
}
