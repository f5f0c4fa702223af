import { formatCalendarDate, formatMoney as money } from '@hoa/contracts/format';
import type { Db } from '../../db/database';
import type {
  autoDraftEnrollments,
  futurePayments,
  Interval,
  recurringPayments,
} from '../../db/schema/payments';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { accountNumbersOf, methodNamesOf, noticeRecipientsOf } from '../payments/notice-facts';

export type ScheduleKind = 'recurring' | 'future' | 'autoDraft';

const intervalWords: Record<Interval, string> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};

export type DescribableSchedule =
  | { kind: 'future'; amount: number; scheduledDate: string }
  | {
      kind: 'recurring';
      amount: number | null;
      payFullBalance: boolean;
      maximumAmount: number | null;
      interval: Interval;
      nextPaymentDate: string;
    }
  | { kind: 'autoDraft'; pullDay: number };

/** One line a homeowner recognises: "Recurring payment of $150.00 (monthly), next on Dec 1, 2026". */
export function describeSchedule(schedule: DescribableSchedule): string {
  switch (schedule.kind) {
    case 'future':
      return `Scheduled payment of ${money(schedule.amount)} on ${formatCalendarDate(schedule.scheduledDate)}`;
    case 'recurring': {
      const what =
        schedule.payFullBalance || schedule.amount === null
          ? `the full balance${schedule.maximumAmount === null ? '' : ` (up to ${money(schedule.maximumAmount)})`}`
          : money(schedule.amount);
      return `Recurring payment of ${what} (${intervalWords[schedule.interval]}), next on ${formatCalendarDate(schedule.nextPaymentDate)}`;
    }
    case 'autoDraft':
      return `Auto-Draft of the balance on day ${schedule.pullDay} of each month`;
  }
}

/** A schedule as stored: a scheduled or recurring payment, or an Auto-Draft enrollment. */
export type ScheduleRow =
  | typeof futurePayments.$inferSelect
  | typeof recurringPayments.$inferSelect
  | typeof autoDraftEnrollments.$inferSelect;

/** The schedule a stored row is (a future payment has a date, a recurring one an interval). */
export function describableOf(row: ScheduleRow): DescribableSchedule {
  if ('scheduledDate' in row) return { kind: 'future', ...row };
  if ('interval' in row) return { kind: 'recurring', ...row };
  return { kind: 'autoDraft', pullDay: row.pullDay };
}

/**
 * Confirms a money commitment just made (a scheduled or recurring payment confirmed, Auto-Draft
 * enrolled) to the owner, in the transaction that made it, with the fee the owner was quoted; the
 * owner's "Send payment confirmation e-mail" preference decides.
 */
export async function queueScheduleConfirmation(
  tx: Db,
  row: ScheduleRow,
  now: Date,
  /** The per-payment processing fee quoted for it (0: none, or not known before the amount is). */
  processingFee: number,
): Promise<void> {
  const to = (await noticeRecipientsOf(tx, [row]))(row);
  if (!to) return;
  const schedule = describableOf(row);
  const accountNumber = (await accountNumbersOf(tx, [row.propertyId]))(row.propertyId);
  const methodName = (await methodNamesOf(tx, [row.paymentMethodId]))(row.paymentMethodId);
  const mail = composeMail('scheduleConfirmed', {
    kind: schedule.kind,
    accountNumber,
    description: describeSchedule(schedule),
    methodName,
    processingFee,
  });
  await queueMail(tx, { to, mail, sender: { associationId: row.associationId }, ownerId: row.ownerId }, now);
}

/**
 * Confirms that the owner ended an Auto-Draft enrollment, in the transaction that ended it; the same
 * "Send payment confirmation e-mail" preference decides as for the enrollment's confirmation.
 */
export async function queueAutoDraftEnded(
  tx: Db,
  row: typeof autoDraftEnrollments.$inferSelect,
  now: Date,
): Promise<void> {
  const to = (await noticeRecipientsOf(tx, [row]))(row);
  if (!to) return;
  const accountNumber = (await accountNumbersOf(tx, [row.propertyId]))(row.propertyId);
  const methodName = (await methodNamesOf(tx, [row.paymentMethodId]))(row.paymentMethodId);
  const mail = composeMail('scheduleCancelled', {
    accountNumber,
    description: describeSchedule(describableOf(row)),
    methodName,
  });
  await queueMail(tx, { to, mail, sender: { associationId: row.associationId }, ownerId: row.ownerId }, now);
}
