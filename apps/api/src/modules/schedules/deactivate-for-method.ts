import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  autoDraftEnrollments,
  futurePayments,
  paymentMethods,
  recurringPayments,
} from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { accountNumbersOf } from '../payments/notice-facts';
import { methodDisplayName } from '../payments/payment-method-context';
import { describeSchedule, type ScheduleKind } from './schedule-mail';

export interface DeactivatedSchedule {
  kind: ScheduleKind;
  id: number;
  accountNumber: string;
  description: string;
}

export const methodRemovedReason = 'The payment method was removed.';

const stopped = { status: 'deactivated' as const, deactivatedReason: methodRemovedReason };
const dropped = (now: Date) => ({ status: 'cancelled' as const, cancelledAt: now });

/**
 * SPEC §4: removing a saved method deactivates the recurring and future payments and Auto-Draft
 * enrollments that use it. Call in the transaction that removes the method. Open setups on it are
 * dropped silently (they were never confirmed). The method's owner gets one e-mail listing what
 * stopped. Returns the list (for the removal response).
 */
export async function deactivateSchedulesForMethod(
  tx: Db,
  methodId: number,
  now: Date,
): Promise<DeactivatedSchedule[]> {
  const active = (table: typeof futurePayments | typeof recurringPayments | typeof autoDraftEnrollments) =>
    and(eq(table.paymentMethodId, methodId), eq(table.status, 'active'));
  const setup = (table: typeof futurePayments | typeof recurringPayments | typeof autoDraftEnrollments) =>
    and(eq(table.paymentMethodId, methodId), eq(table.status, 'setup'));

  const recurring = await tx
    .update(recurringPayments)
    .set(stopped)
    .where(active(recurringPayments))
    .returning();
  const future = await tx.update(futurePayments).set(stopped).where(active(futurePayments)).returning();
  const autoDraft = await tx
    .update(autoDraftEnrollments)
    .set(stopped)
    .where(active(autoDraftEnrollments))
    .returning();
  await tx.update(recurringPayments).set(dropped(now)).where(setup(recurringPayments));
  await tx.update(futurePayments).set(dropped(now)).where(setup(futurePayments));
  await tx.update(autoDraftEnrollments).set(dropped(now)).where(setup(autoDraftEnrollments));

  const accountOf = await accountNumbersOf(
    tx,
    [...recurring, ...future, ...autoDraft].map((row) => row.propertyId),
  );
  const list: DeactivatedSchedule[] = [
    ...recurring.map((row) => ({
      kind: 'recurring' as const,
      id: row.id,
      accountNumber: accountOf(row.propertyId),
      description: describeSchedule({ kind: 'recurring', ...row }),
    })),
    ...future.map((row) => ({
      kind: 'future' as const,
      id: row.id,
      accountNumber: accountOf(row.propertyId),
      description: describeSchedule({ kind: 'future', ...row }),
    })),
    ...autoDraft.map((row) => ({
      kind: 'autoDraft' as const,
      id: row.id,
      accountNumber: accountOf(row.propertyId),
      description: describeSchedule({ kind: 'autoDraft', pullDay: row.pullDay }),
    })),
  ];
  const associationIds = new Set([...recurring, ...future, ...autoDraft].map((row) => row.associationId));
  if (list.length > 0) await mailTheList(tx, methodId, list, [...associationIds], now);
  return list;
}

/** One e-mail for the whole list: from its association, or the login's company when it spans several. */
async function mailTheList(
  tx: Db,
  methodId: number,
  list: DeactivatedSchedule[],
  associationIds: number[],
  now: Date,
): Promise<void> {
  const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  // a method entered on an express-pay link is no one's wallet: no login to tell (ADR 118)
  if (!method || method.userId === null) return;
  const [login] = await tx
    .select({ email: users.email, managementCompanyId: users.managementCompanyId })
    .from(users)
    .where(eq(users.id, method.userId));
  if (!login) return;
  const [onlyAssociation] = associationIds;
  const sender =
    associationIds.length === 1 && onlyAssociation !== undefined
      ? { associationId: onlyAssociation }
      : { managementCompanyId: login.managementCompanyId };
  const mail = composeMail('methodRemoved', { methodName: methodDisplayName(method), stopped: list });
  await queueMail(tx, { to: login.email, mail, sender }, now);
}
