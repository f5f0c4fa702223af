import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { futurePayments } from '../db/schema/payments';
import { remindOfFuturePayments } from '../modules/billing-jobs/send-payment-reminders';
import { sendCheckoutLink } from '../modules/express-pay/send-checkout-link';
import type { DemoLedgers } from './demo-books';

/** Where homeowner@'s one-time payment link went: a relative who pays for them (demo mailbox). */
export const demoLinkPayerEmail = 'relative@example.com';

/**
 * The demo's express-pay mail (issue 15, ADR 118 and 120), queued by the real functions so it waits in the
 * demo mailbox: homeowner@ has e-mailed a one-time link to pay HP00001 to a relative, and has been
 * reminded of the card payment scheduled next week, with the account's statement link of the month.
 */
export async function seedDemoExpressPay(
  db: Db,
  options: {
    now: Date;
    publicUrl: string;
    homeowner: { userId: number; home: DemoLedgers; accountNumber: string };
    association: { name: string; timeZone: string };
  },
): Promise<void> {
  const { now, publicUrl, homeowner, association } = options;
  await sendCheckoutLink(db, {
    subLedger: {
      subLedgerId: homeowner.home.primary,
      associationId: homeowner.home.associationId,
      associationName: association.name,
      accountNumber: homeowner.accountNumber,
      timeZone: association.timeZone,
    },
    email: demoLinkPayerEmail,
    kind: 'owner',
    createdByUserId: homeowner.userId,
    publicUrl,
    now,
  });
  const scheduled = await db
    .select({ id: futurePayments.id })
    .from(futurePayments)
    .where(and(eq(futurePayments.subLedgerId, homeowner.home.primary), eq(futurePayments.status, 'active')));
  await remindOfFuturePayments(
    db,
    scheduled.map((row) => row.id),
    { now, publicUrl },
  );
}
