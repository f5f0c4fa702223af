import { formatDateTime, formatMoney } from '@hoa/contracts/format';
import { editCutoff } from '@hoa/contracts/payment-rules';
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { futurePayments, recurringPayments } from '../../db/schema/payments';
import { queueMails } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { accountNumbersOf, methodNamesOf, noticeRecipientsOf } from '../payments/notice-facts';
import type { PaymentsDeps } from '../payments/payments-deps';
import type { RecurringPaymentRow } from '../schedules/dated-schedules';
import { knownNextAmount } from '../schedules/recurring-payment-view';
import { associationToday } from './run-context';
import type { JobOptions } from './run-due-in-batches';

/** Reminders go out this many days before a scheduled or recurring payment's date. */
export const reminderDaysAhead = 3;

const cutoffText = (date: string) => `${formatDateTime(editCutoff(date), 'America/New_York')} Eastern time`;

function recurringAmountText(row: RecurringPaymentRow): string {
  const known = knownNextAmount(row);
  if (known !== null) return formatMoney(known);
  return row.maximumAmount === null
    ? 'your full balance'
    : `your full balance (up to ${formatMoney(row.maximumAmount)})`;
}

/** A schedule just marked as reminded for its date: what its reminder says. */
interface Reminder {
  id: number;
  ownerId: number;
  userId: number | null;
  propertyId: number;
  associationId: number;
  paymentMethodId: number;
  date: string;
  amountText: string;
}

const futureNotReminded = () =>
  or(isNull(futurePayments.remindedFor), ne(futurePayments.remindedFor, futurePayments.scheduledDate));
const recurringNotReminded = () =>
  or(
    isNull(recurringPayments.remindedFor),
    ne(recurringPayments.remindedFor, recurringPayments.nextPaymentDate),
  );

/**
 * E-mails a reminder for every active scheduled or recurring payment due within the next three days
 * (in the association's time zone), once per payment date: the reminder is recorded on the schedule
 * (`remindedFor`) in the transaction that queues the mail, so repeated or concurrent runs send one.
 */
export async function sendPaymentReminders(
  deps: PaymentsDeps,
  options: JobOptions,
): Promise<{ reminded: number }> {
  const today = associationToday(options.now);
  const horizon = sql`${today} + ${reminderDaysAhead}::integer`;
  const future = await deps.db
    .select({ id: futurePayments.id })
    .from(futurePayments)
    .innerJoin(associations, eq(associations.id, futurePayments.associationId))
    .where(
      and(
        eq(futurePayments.status, 'active'),
        gt(futurePayments.scheduledDate, today),
        lte(futurePayments.scheduledDate, horizon),
        futureNotReminded(),
      ),
    )
    .orderBy(asc(futurePayments.id))
    .limit(options.batchSize ?? 1_000);
  const recurring = await deps.db
    .select({ id: recurringPayments.id })
    .from(recurringPayments)
    .innerJoin(associations, eq(associations.id, recurringPayments.associationId))
    .where(
      and(
        eq(recurringPayments.status, 'active'),
        gt(recurringPayments.nextPaymentDate, today),
        lte(recurringPayments.nextPaymentDate, horizon),
        recurringNotReminded(),
      ),
    )
    .orderBy(asc(recurringPayments.id))
    .limit(options.batchSize ?? 1_000);
  const remindedFuture = await remind(deps, (tx) => markFutureReminded(tx, future), options.now);
  const remindedRecurring = await remind(deps, (tx) => markRecurringReminded(tx, recurring), options.now);
  return { reminded: remindedFuture + remindedRecurring };
}

/** Marks the still-unreminded scheduled payments among `ids` as reminded for their date. */
async function markFutureReminded(tx: Db, ids: readonly { id: number }[]): Promise<Reminder[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(futurePayments)
    .set({ remindedFor: sql`${futurePayments.scheduledDate}` })
    .where(
      and(
        inArray(
          futurePayments.id,
          ids.map((row) => row.id),
        ),
        eq(futurePayments.status, 'active'),
        futureNotReminded(),
      ),
    )
    .returning();
  return rows.map((row) => ({ ...row, date: row.scheduledDate, amountText: formatMoney(row.amount) }));
}

/** Marks the still-unreminded recurring payments among `ids` as reminded for their next date. */
async function markRecurringReminded(tx: Db, ids: readonly { id: number }[]): Promise<Reminder[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(recurringPayments)
    .set({ remindedFor: sql`${recurringPayments.nextPaymentDate}` })
    .where(
      and(
        inArray(
          recurringPayments.id,
          ids.map((row) => row.id),
        ),
        eq(recurringPayments.status, 'active'),
        recurringNotReminded(),
      ),
    )
    .returning();
  return rows.map((row) => ({ ...row, date: row.nextPaymentDate, amountText: recurringAmountText(row) }));
}

/** Marks schedules as reminded and queues their reminders in one transaction; returns how many it marked. */
async function remind(deps: PaymentsDeps, mark: (tx: Db) => Promise<Reminder[]>, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const reminders = (await mark(tx)).sort((a, b) => a.id - b.id);
    if (reminders.length === 0) return 0;
    const recipientOf = await noticeRecipientsOf(tx, reminders);
    const accountNumberOf = await accountNumbersOf(
      tx,
      reminders.map((row) => row.propertyId),
    );
    const methodNameOf = await methodNamesOf(
      tx,
      reminders.map((row) => row.paymentMethodId),
    );
    const mails = reminders.flatMap((row) => {
      const to = recipientOf(row);
      if (!to) return [];
      const mail = composeMail('paymentReminder', {
        accountNumber: accountNumberOf(row.propertyId),
        date: row.date,
        amountText: row.amountText,
        methodName: methodNameOf(row.paymentMethodId),
        editableUntil: cutoffText(row.date),
      });
      return [{ to, mail, sender: { associationId: row.associationId } }];
    });
    await queueMails(tx, mails, now);
    return reminders.length;
  });
}
