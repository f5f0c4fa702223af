import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { autoDraftEnrollments, futurePayments, recurringPayments } from '../../db/schema/payments';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { accountNumbersOf, noticeRecipientsOf } from '../payments/notice-facts';
import { describableOf, describeSchedule, type ScheduleKind } from './schedule-mail';

const tables = {
  future: futurePayments,
  recurring: recurringPayments,
  autoDraft: autoDraftEnrollments,
} as const;

/**
 * Stops an active schedule that can no longer run (blocked or disabled account, removed or expired
 * method) and tells the homeowner why, in the caller's transaction. Returns false when it was not
 * active any more (someone else stopped it first).
 */
export async function deactivateSchedule(
  tx: Db,
  kind: ScheduleKind,
  id: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const table = tables[kind];
  const [row] = await tx
    .update(table)
    .set({ status: 'deactivated', deactivatedReason: reason })
    .where(and(eq(table.id, id), eq(table.status, 'active')))
    .returning();
  if (!row) return false;
  const to = (await noticeRecipientsOf(tx, [row]))(row);
  if (to) {
    const accountNumber = (await accountNumbersOf(tx, [row.propertyId]))(row.propertyId);
    const description = describeSchedule(describableOf(row));
    const mail = composeMail('scheduleStopped', { accountNumber, description, reason });
    await queueMail(tx, { to, mail, sender: { associationId: row.associationId } }, now);
  }
  return true;
}
