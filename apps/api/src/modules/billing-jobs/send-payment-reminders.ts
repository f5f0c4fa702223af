import { editCutoff } from '@hoa/contracts/payment-rules';
import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { futurePayments, paymentMethods, recurringPayments } from '../../db/schema/payments';
import { enqueueMail } from '../mail/enqueue-mail';
import { methodDisplayName } from '../payments/payment-method-context';
import type { PaymentsDeps } from '../payments/payments-deps';
import { accountNumberOf } from '../schedules/deactivate-schedule';
import { knownNextAmount, type RecurringPaymentRow } from '../schedules/recurring-payment-view';
import { moneyText, noticeRecipient, upcomingPaymentMail } from '../schedules/schedule-mail';
import { associationToday } from './run-context';
import type { JobOptions } from './run-due-in-batches';

/** Reminders go out this many days before a scheduled or recurring payment's date. */
export const reminderDaysAhead = 3;

const cutoffText = (date: string) =>
  `${editCutoff(date).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  })} Eastern time`;

async function methodNameOf(db: Db, id: number): Promise<string> {
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return method ? methodDisplayName(method) : 'your payment method';
}

function recurringAmountText(row: RecurringPaymentRow): string {
  const known = knownNextAmount(row);
  if (known !== null) return moneyText(known);
  return row.maximumAmount === null
    ? 'your full balance'
    : `your full balance (up to ${moneyText(row.maximumAmount)})`;
}

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
        or(isNull(futurePayments.remindedFor), ne(futurePayments.remindedFor, futurePayments.scheduledDate)),
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
        or(
          isNull(recurringPayments.remindedFor),
          ne(recurringPayments.remindedFor, recurringPayments.nextPaymentDate),
        ),
      ),
    )
    .orderBy(asc(recurringPayments.id))
    .limit(options.batchSize ?? 1_000);
  let reminded = 0;
  for (const { id } of future) if (await remindFuture(deps, id, options.now)) reminded += 1;
  for (const { id } of recurring) if (await remindRecurring(deps, id, options.now)) reminded += 1;
  return { reminded };
}

async function remindFuture(deps: PaymentsDeps, id: number, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(futurePayments)
      .set({ remindedFor: sql`${futurePayments.scheduledDate}` })
      .where(
        and(
          eq(futurePayments.id, id),
          eq(futurePayments.status, 'active'),
          or(
            isNull(futurePayments.remindedFor),
            ne(futurePayments.remindedFor, futurePayments.scheduledDate),
          ),
        ),
      )
      .returning();
    if (!row) return false;
    const to = await noticeRecipient(tx, row);
    if (!to) return true;
    const mail = upcomingPaymentMail({
      accountNumber: await accountNumberOf(tx, row.propertyId),
      date: row.scheduledDate,
      amountText: moneyText(row.amount),
      methodName: await methodNameOf(tx, row.paymentMethodId),
      editableUntil: cutoffText(row.scheduledDate),
    });
    await enqueueMail(tx, { to, ...mail }, now);
    return true;
  });
}

async function remindRecurring(deps: PaymentsDeps, id: number, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(recurringPayments)
      .set({ remindedFor: sql`${recurringPayments.nextPaymentDate}` })
      .where(
        and(
          eq(recurringPayments.id, id),
          eq(recurringPayments.status, 'active'),
          or(
            isNull(recurringPayments.remindedFor),
            ne(recurringPayments.remindedFor, recurringPayments.nextPaymentDate),
          ),
        ),
      )
      .returning();
    if (!row) return false;
    const to = await noticeRecipient(tx, row);
    if (!to) return true;
    const mail = upcomingPaymentMail({
      accountNumber: await accountNumberOf(tx, row.propertyId),
      date: row.nextPaymentDate,
      amountText: recurringAmountText(row),
      methodName: await methodNameOf(tx, row.paymentMethodId),
      editableUntil: cutoffText(row.nextPaymentDate),
    });
    await enqueueMail(tx, { to, ...mail }, now);
    return true;
  });
}
