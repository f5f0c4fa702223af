import type { PaymentMethodRemoval } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { autoDraftEnrollments, futurePayments, recurringPayments } from '../../src/db/schema/payments';
import { sendPaymentReminders } from '../../src/modules/billing-jobs/send-payment-reminders';
import { methodRemovedReason } from '../../src/modules/schedules/deactivate-for-method';
import { as, expressPayApi, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { type ScheduleWorld, scheduleWorld } from '../schedules/schedule-world';
import { activeAutoDraft, activeFuture, activeRecurring, at } from './job-fixtures';

/** The portal's address the reminders' statement links start with. */
const publicUrl = 'https://portal.example.test';

/** The reminders sent to an address (setting schedules up also sent their confirmations). */
const reminders = async (world: ScheduleWorld, address: string) =>
  (await world.mailTo(address)).filter((mail) => mail.subject.startsWith('Reminder:'));

forEachDatabase((kind) => {
  describe('upcoming payment reminders', () => {
    it('e-mails once, up to three days before a scheduled or recurring payment', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      await activeFuture(world, world.payer, {
        paymentMethodId: card,
        amount: 10_000,
        scheduledDate: '2026-12-04',
      });
      const recurring = await activeRecurring(world, world.payer, {
        paymentMethodId: card,
        payFullBalance: true,
        maximumAmount: 30_000,
        nextPaymentDate: '2026-12-05',
      });
      expect(
        await sendPaymentReminders(world.deps, { now: at(world, '2026-11-30T15:00:00Z'), publicUrl }),
      ).toEqual({
        reminded: 0,
      });
      const now = at(world, '2026-12-01T15:00:00Z');
      expect(await sendPaymentReminders(world.deps, { now, publicUrl })).toEqual({ reminded: 1 });
      const [futureMail] = await world.mailTo(world.payer.email);
      expect(futureMail?.subject).toBe(
        `Reminder: payment for account ${world.payer.accountNumber} on Dec 4, 2026`,
      );
      expect(futureMail?.text).toContain(
        `A payment of $100.00 for account ${world.payer.accountNumber} will be made on Dec 4, 2026 from Visa ending in 4242.`,
      );
      expect(futureMail?.text).toContain('until Dec 3, 2026, 8:00 PM Eastern time');
      // with the account's statement link of the month, which opens the account without signing in
      const link =
        /Pay now without signing in:\n(https:\/\/portal\.example\.test\/epay\/statement\/([\w-]{43}))\n/.exec(
          futureMail?.text ?? '',
        );
      expect(link).not.toBeNull();
      expect(futureMail?.html).toContain(`href="${link?.[1]}"`);
      const opened = await as(world.app, null).post(`${expressPayApi}/authenticate`, {
        strategy: 'statement',
        link: link?.[2],
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const twice = await Promise.all([
        sendPaymentReminders(world.deps, { now, publicUrl }),
        sendPaymentReminders(world.deps, { now, publicUrl }),
      ]);
      expect(twice.map((one) => one.reminded)).toEqual([0, 0]);
      expect(
        await sendPaymentReminders(world.deps, { now: at(world, '2026-12-02T15:00:00Z'), publicUrl }),
      ).toEqual({
        reminded: 1,
      });
      const [recurringMail] = await world.mailTo(world.payer.email);
      expect(recurringMail?.text).toContain('A payment of your full balance (up to $300.00)');
      expect(recurringMail?.text).toContain(link?.[1]); // the same month: the same statement link
      expect(await reminders(world, world.payer.email)).toHaveLength(2);
      // the next date of a recurring payment gets its own reminder
      await world.db
        .update(recurringPayments)
        .set({ nextPaymentDate: '2027-01-05' })
        .where(eq(recurringPayments.id, recurring.id));
      expect(
        await sendPaymentReminders(world.deps, { now: at(world, '2027-01-02T15:00:00Z'), publicUrl }),
      ).toEqual({
        reminded: 1,
      });
    });

    it('goes to the login e-mail when the owner has no primary e-mail', async () => {
      const world = await scheduleWorld(kind);
      const who = await world.homeowner('login-only@example.test', { primaryEmail: null });
      const card = await world.method(who, 'card');
      await activeFuture(world, who, { paymentMethodId: card, amount: 1_000, scheduledDate: '2026-11-23' });
      expect(await sendPaymentReminders(world.deps, { now: world.clock.now(), publicUrl })).toEqual({
        reminded: 1,
      });
      expect(await reminders(world, 'login-only@example.test')).toHaveLength(1);
    });
  });

  describe('removing a payment method', () => {
    it('deactivates the schedules on it, lists them in the answer and e-mails the list', async () => {
      const world = await scheduleWorld(kind);
      const who = await world.homeowner('remover@example.test', { balance: 0 });
      const bank = await world.method(who, 'bank');
      const other = await world.method(who, 'card');
      const future = await activeFuture(world, who, {
        paymentMethodId: bank,
        amount: 10_000,
        scheduledDate: '2026-12-15',
      });
      const recurring = await activeRecurring(world, who, {
        paymentMethodId: bank,
        amount: 15_000,
        nextPaymentDate: '2026-12-01',
      });
      const draft = await activeAutoDraft(world, who, {
        paymentMethodId: bank,
        startMonth: '2026-12',
        pullDay: 5,
      });
      const untouched = await activeFuture(world, who, {
        paymentMethodId: other,
        amount: 1_000,
        scheduledDate: '2026-12-15',
      });

      const response = await as(world.app, who).delete(`${paymentsApi}/PaymentMethod/${bank}`);
      expect(response.statusCode, response.body).toBe(200);
      const { deactivated } = response.json<PaymentMethodRemoval>();
      expect(deactivated).toEqual([
        {
          kind: 'recurring',
          id: recurring.id,
          accountNumber: who.accountNumber,
          description: 'Recurring payment of $150.00 (monthly), next on Dec 1, 2026',
        },
        {
          kind: 'future',
          id: future.id,
          accountNumber: who.accountNumber,
          description: 'Scheduled payment of $100.00 on Dec 15, 2026',
        },
        {
          kind: 'autoDraft',
          id: draft.id,
          accountNumber: who.accountNumber,
          description: 'Auto-Draft of the balance on day 5 of each month',
        },
      ]);
      const status = async (
        table: typeof futurePayments | typeof recurringPayments | typeof autoDraftEnrollments,
        id: number,
      ) => (await world.db.select().from(table).where(eq(table.id, id)))[0];
      for (const [table, id] of [
        [futurePayments, future.id],
        [recurringPayments, recurring.id],
        [autoDraftEnrollments, draft.id],
      ] as const) {
        expect(await status(table, id)).toMatchObject({
          status: 'deactivated',
          deactivatedReason: methodRemovedReason,
        });
      }
      expect(await status(futurePayments, untouched.id)).toMatchObject({ status: 'active' });
      const [mail] = await world.mailTo('remover@example.test');
      expect(mail?.subject).toBe('Scheduled payments stopped: payment method removed');
      expect(mail?.text).toContain('You removed the payment method First Bank checking ending in 6789.');
      expect(mail?.text).toContain(
        `  - Account ${who.accountNumber}: Scheduled payment of $100.00 on Dec 15, 2026`,
      );
      const listed = await as(world.app, who).get(`${paymentsApi}/FuturePayment`);
      expect(
        listed.json<{ futurePayments: { id: number; status: string; deactivatedReason: string | null }[] }>()
          .futurePayments,
      ).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: future.id,
            status: 'deactivated',
            deactivatedReason: methodRemovedReason,
          }),
        ]),
      );
      // removing it again changes nothing and sends nothing
      await as(world.app, who).delete(`${paymentsApi}/PaymentMethod/${bank}`);
      const removals = (await world.mailTo('remover@example.test')).filter((mail) =>
        mail.subject.includes('payment method removed'),
      );
      expect(removals).toHaveLength(1);
    });
  });
});
