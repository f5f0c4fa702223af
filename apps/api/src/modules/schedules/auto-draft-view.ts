import { addMonths } from '@hoa/contracts/payment-rules';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type autoDraftEnrollments, payments } from '../../db/schema/payments';
import { methodDisplayName } from '../payments/payment-method-context';
import { todayIn } from '../payments/sub-ledger-context';
import { scheduleLookups } from './schedule-context';

export type AutoDraftRow = typeof autoDraftEnrollments.$inferSelect;

/** The run key of an enrollment's pull for one month (YYYY-MM): one payment per month, ever. */
export const autoDraftRunKey = (enrollmentId: number, month: string) => `autodraft:${enrollmentId}:${month}`;

/** The day an enrollment's pull falls on in a month (YYYY-MM). */
export const pullDateIn = (month: string, pullDay: number) => `${month}-${String(pullDay).padStart(2, '0')}`;

/**
 * The next day the balance will be pulled: this month's pull day if it is still ahead (or today and not
 * yet pulled), otherwise next month's; never before the start month.
 */
export function nextPullDate(row: AutoDraftRow, today: string, pulledThisMonth: boolean): string | null {
  if (row.status !== 'active') return null;
  const thisMonth = today.slice(0, 7);
  const startMonth = row.startMonth.slice(0, 7);
  if (startMonth > thisMonth) return pullDateIn(startMonth, row.pullDay);
  const candidate = pullDateIn(thisMonth, row.pullDay);
  if (candidate >= today && !pulledThisMonth) return candidate;
  return addMonths(candidate, 1);
}

export async function autoDraftDtos(db: Db, rows: AutoDraftRow[], now: Date): Promise<AutoDraftDto[]> {
  const lookups = await scheduleLookups(db, rows);
  const todayOf = (row: AutoDraftRow) => {
    const subLedger = lookups.subLedgerOf(row.subLedgerId);
    if (!subLedger) throw new Error(`Auto-Draft enrollment ${row.id} lost its sub-ledger`);
    return todayIn(subLedger, now);
  };
  const keys = rows.map((row) => autoDraftRunKey(row.id, todayOf(row).slice(0, 7)));
  const pulled =
    keys.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db.select({ runKey: payments.runKey }).from(payments).where(inArray(payments.runKey, keys))
          ).map((row) => row.runKey),
        );
  return rows.map((row) => {
    const subLedger = lookups.subLedgerOf(row.subLedgerId);
    const method = lookups.methodOf(row.paymentMethodId);
    if (!subLedger || !method)
      throw new Error(`Auto-Draft enrollment ${row.id} lost its sub-ledger or method`);
    const today = todayIn(subLedger, now);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      propertyId: row.propertyId,
      subLedgerId: row.subLedgerId,
      accountNumber: subLedger.accountNumber,
      associationId: row.associationId,
      paymentMethodId: row.paymentMethodId,
      paymentMethodName: methodDisplayName(method),
      startMonth: row.startMonth.slice(0, 7),
      pullDay: row.pullDay,
      processingFee: row.processingFee,
      nextPullDate: nextPullDate(row, today, pulled.has(autoDraftRunKey(row.id, today.slice(0, 7)))),
      deactivatedReason: row.deactivatedReason,
    };
  });
}

export async function autoDraftDto(db: Db, row: AutoDraftRow, now: Date): Promise<AutoDraftDto> {
  const [dto] = await autoDraftDtos(db, [row], now);
  return dto as AutoDraftDto;
}
