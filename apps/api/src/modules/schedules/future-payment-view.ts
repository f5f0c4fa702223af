import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import type { Db } from '../../db/database';
import type { DuplicateWarning } from '../payments/duplicates';
import { datedScheduleDtos } from './dated-schedule-view';
import type { FuturePaymentRow } from './dated-schedules';

/** Future payments as the API returns them: fees at today's options, account and method joined in. */
export async function futurePaymentDtos(
  db: Db,
  rows: FuturePaymentRow[],
  now: Date,
  duplicateWarning: DuplicateWarning | null = null,
): Promise<FuturePaymentDto[]> {
  return datedScheduleDtos(db, 'future', rows, now, async (row, shared, quote) => {
    const fees = await quote(row.amount);
    return {
      ...shared,
      amount: row.amount,
      processingFee: fees.processingFee,
      largeAmountFee: fees.largeAmountFee,
      total: fees.total,
      scheduledDate: row.scheduledDate,
      cancelled: row.status === 'cancelled',
      processed: row.status === 'completed',
      duplicateWarning,
    };
  });
}

export async function futurePaymentDto(
  db: Db,
  row: FuturePaymentRow,
  now: Date,
  duplicateWarning: DuplicateWarning | null = null,
): Promise<FuturePaymentDto> {
  const [dto] = await futurePaymentDtos(db, [row], now, duplicateWarning);
  return dto as FuturePaymentDto;
}
