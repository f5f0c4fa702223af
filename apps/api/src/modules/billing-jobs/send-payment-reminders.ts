import { formatDateTime, formatMoney } from '@hoa/contracts/format';
import { editCutoff } from '@hoa/contracts/payment-rules';
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { futurePayments, recurringPayments } from '../../db/schema/payments';
import { statementLink } from '../express-pay/statement-links';
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
  subLedgerId: number;
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

/** What the reminders job needs besides the time: the portal's address, for the statement links. */
export interface ReminderOptions extends JobOptions {
  publicUrl: string;
}

/**
 * E-mails a reminder for every active scheduled or recurring payment due within the next three days
 * (in the association's time zone), once per payment date: the reminder is recorded on the schedule
 * (`remindedFor`) in the transaction that queues the mail, so repeated or concurrent runs send one.
 * Each carries the account's statement link of the month (ADR 120), to pay now without signing in.
 */
export async function sendPaymentReminders(
  deps: PaymentsDeps,
  options: ReminderOptions,
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
  const remindedFuture = await remind(deps.db, (tx) => markFutureReminded(tx, future), options);
  const remindedRecurring = await remind(deps.db, (tx) => markRecurringReminded(tx, recurring), options);
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

/**
 * Reminds of these scheduled payments now, whatever their date, exactly as the job does (marked as
 * reminded for their date, so the job sends no second one): the demo data's sample reminder.
 */
export function remindOfFuturePayments(
  db: Db,
  ids: readonly number[],
  options: ReminderOptions,
): Promise<number> {
  return remind(
    db,
    (tx) =>
      markFutureReminded(
        tx,
        ids.map((id) => ({ id })),
      ),
    options,
  );
}

/** Marks schedules as reminded and queues their reminders in one transaction; returns how many it marked. */
async function remind(
  db: Db,
  mark: (tx: Db) => Promise<Reminder[]>,
  { now, publicUrl }: ReminderOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
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
    const mails = [];
    for (const row of reminders) {
      const to = recipientOf(row);
      if (!to) continue;
      const link = await statementLink(tx, { subLedgerId: row.subLedgerId, publicUrl, now });
      const mail = composeMail('paymentReminder', {
        accountNumber: accountNumberOf(row.propertyId),
        date: row.date,
        amountText: row.amountText,
        methodName: methodNameOf(row.paymentMethodId),
        editableUntil: cutoffText(row.date),
        payNowHref: link?.href ?? null,
      });
      mails.push({ to, mail, sender: { associationId: row.associationId } });
    }
    await queueMails(tx, mails, now);
    return reminders.length;
  });
}
