import { editCutoff, isBeforeCutoff } from '@hoa/contracts/payment-rules';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import type { Db } from '../../db/database';
import type { futurePayments } from '../../db/schema/payments';
import type { DuplicateWarning } from '../payments/duplicates';
import { methodDisplayName } from '../payments/payment-method-context';
import { scheduleLookups } from './schedule-context';
import { changeableStatuses } from './schedule-rules';

export type FuturePaymentRow = typeof futurePayments.$inferSelect;

/** Future payments as the API returns them: fees at today's options, account and method joined in. */
export async function futurePaymentDtos(
  db: Db,
  rows: FuturePaymentRow[],
  now: Date,
  duplicateWarning: DuplicateWarning | null = null,
): Promise<FuturePaymentDto[]> {
  const lookups = await scheduleLookups(db, rows);
  return Promise.all(
    rows.map(async (row) => {
      const subLedger = lookups.subLedgerOf(row.subLedgerId);
      const method = lookups.methodOf(row.paymentMethodId);
      if (!subLedger || !method) throw new Error(`Future payment ${row.id} lost its sub-ledger or method`);
      const fees = await lookups.quote(subLedger, method.kind, row.amount);
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
        processingFee: fees.processingFee,
        largeAmountFee: fees.largeAmountFee,
        total: fees.total,
        scheduledDate: row.scheduledDate,
        notes: row.notes,
        cancelled: row.status === 'cancelled',
        processed: row.status === 'completed',
        deactivatedReason: row.deactivatedReason,
        editableUntil: editCutoff(row.scheduledDate).toISOString(),
        editable: changeable && isBeforeCutoff(row.scheduledDate, now),
        duplicateWarning,
      };
    }),
  );
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
