import { billingMessages } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subLedgers } from '../../src/db/schema/books';
import { futurePayments, paymentMethods } from '../../src/db/schema/payments';
import { ownerPreferences } from '../../src/db/schema/profile';
import { processDueFuturePayments } from '../../src/modules/billing-jobs/process-due-future-payments';
import { methodRemovedReason } from '../../src/modules/schedules/deactivate-for-method';
import { as, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { scheduleWorld } from '../schedules/schedule-world';
import { activeFuture, at, futureBy, paymentsByRunKey } from './job-fixtures';

async function futureRow(world: Awaited<ReturnType<typeof scheduleWorld>>, id: number) {
  const [row] = await world.db.select().from(futurePayments).where(eq(futurePayments.id, id));
  return row;
}

forEachDatabase((kind) => {
  describe('processDueFuturePayments', () => {
    it('makes the payment on its date (association time), once however often it runs, and e-mails a receipt', async () => {
      const world = await scheduleWorld(kind);
      const future = await futureBy(world, world.payer, 'card', 10_000);
      // 23:59:59 on Nov 30 in New York: not yet
      expect(
        await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T04:59:59Z') }),
      ).toMatchObject({
        created: 0,
      });
      const now = at(world, '2026-12-01T05:00:00Z');
      expect(await processDueFuturePayments(world.deps, { now })).toEqual({
        created: 1,
        charged: 1,
        deactivated: 0,
      });
      expect(await processDueFuturePayments(world.deps, { now })).toEqual({
        created: 0,
        charged: 0,
        deactivated: 0,
      });

      const [payment] = await paymentsByRunKey(world, `future:${future.id}`);
      expect(payment).toMatchObject({
        kind: 'future',
        status: 'processed',
        amount: 10_000,
        processingFee: 295,
        total: 10_295,
        paymentDate: '2026-12-01',
        runKey: `future:${future.id}`,
        confirmedAt: now,
      });
      expect(world.processor.chargesFor(payment?.id as number)).toHaveLength(1);
      expect(await futureRow(world, future.id)).toMatchObject({
        status: 'completed',
        paymentId: payment?.id,
      });
      expect(await world.balance(world.payer.subLedgerId)).toBe(15_000);

      const listed = await as(world.app, world.payer).get(`${paymentsApi}/FuturePayment?processed=true`);
      expect(listed.json<{ futurePayments: unknown[] }>().futurePayments).toMatchObject([
        { id: future.id, processed: true, status: 'completed' },
      ]);
      const [receipt] = await world.mailTo(world.payer.email);
      expect(receipt?.subject).toBe(`Payment receipt: $102.95 for account ${world.payer.accountNumber}`);
      expect(receipt?.text).toContain('Amount:               $100.00');
      expect(receipt?.text).toContain('Processing fee:       $2.95');
      expect(receipt?.text).toContain('Date:                 Dec 1, 2026');
      expect(receipt?.text).toContain(`Confirmation number:  PMT-${String(payment?.id).padStart(8, '0')}`);
    });

    it('sends no receipt to an owner who turned payment confirmation e-mails off, but still tells them of a decline', async () => {
      const world = await scheduleWorld(kind);
      await world.db
        .insert(ownerPreferences)
        .values({ ownerId: world.payer.ownerId, sendPaymentConfirmationEmail: false });
      const card = await world.method(world.payer, 'card');
      const declining = await world.method(world.payer, 'decline');
      for (const paymentMethodId of [card, declining]) {
        await activeFuture(world, world.payer, {
          paymentMethodId,
          amount: 10_000,
          scheduledDate: '2026-12-01',
        });
      }
      expect(
        await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T15:00:00Z') }),
      ).toMatchObject({ created: 2, charged: 2 });
      const mail = await world.mailTo(world.payer.email);
      expect(mail.map((message) => message.subject)).toEqual([
        `Your scheduled payment for account ${world.payer.accountNumber} could not be made`,
      ]);
    });

    it('two runs at once make one payment', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const futures = [];
      for (const amount of [1_000, 2_000, 3_000]) {
        futures.push(
          await activeFuture(world, world.payer, {
            paymentMethodId: card,
            amount,
            scheduledDate: '2026-12-01',
          }),
        );
      }
      const now = at(world, '2026-12-01T12:00:00Z');
      const results = await Promise.all([
        processDueFuturePayments(world.deps, { now }),
        processDueFuturePayments(world.deps, { now }),
      ]);
      expect(results[0].created + results[1].created).toBe(3);
      for (const future of futures) {
        const made = await paymentsByRunKey(world, `future:${future.id}`);
        expect(made).toHaveLength(1);
        expect(world.processor.chargesFor(made[0]?.id as number)).toHaveLength(1);
      }
    });

    it('stops instead of paying when the ledger is blocked or the method was removed, and says why', async () => {
      const world = await scheduleWorld(kind);
      const blocked = await futureBy(world, world.payer, 'card', 1_000);
      const removed = await futureBy(world, world.neighbour, 'card', 1_000);
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: true })
        .where(eq(subLedgers.id, world.payer.subLedgerId));
      await world.db
        .update(paymentMethods)
        .set({ status: 'removed' })
        .where(eq(paymentMethods.id, removed.paymentMethodId));
      const now = at(world, '2026-12-01T12:00:00Z');
      expect(await processDueFuturePayments(world.deps, { now })).toEqual({
        created: 0,
        charged: 0,
        deactivated: 2,
      });
      expect(await futureRow(world, blocked.id)).toMatchObject({
        status: 'deactivated',
        deactivatedReason: billingMessages.blocked,
      });
      expect(await futureRow(world, removed.id)).toMatchObject({
        status: 'deactivated',
        deactivatedReason: methodRemovedReason,
      });
      const [notice] = await world.mailTo(world.payer.email);
      expect(notice?.subject).toBe(
        `A scheduled payment for account ${world.payer.accountNumber} has stopped`,
      );
      expect(notice?.text).toContain('Scheduled payment of $10.00 on Dec 1, 2026');
      expect(notice?.text).toContain(`Why: ${billingMessages.blocked}`);
      expect(await processDueFuturePayments(world.deps, { now })).toEqual({
        created: 0,
        charged: 0,
        deactivated: 0,
      });
      // one stop notice (besides the confirmation of setting it up)
      const stopped = (await world.mailTo(world.payer.email)).filter((mail) =>
        mail.subject.includes('stopped'),
      );
      expect(stopped).toHaveLength(1);
    });

    it('uses each association’s own calendar: midnight in Phoenix is 07:00 UTC', async () => {
      const world = await scheduleWorld(kind);
      const desert = await world.homeowner('desert@example.test', {
        associationId: await world.association('none', 'America/Phoenix'),
      });
      const future = await futureBy(world, desert, 'card', 1_000);
      expect(
        (await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T06:59:59Z') })).created,
      ).toBe(0);
      expect(
        (await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T07:00:00Z') })).created,
      ).toBe(1);
      expect(await paymentsByRunKey(world, `future:${future.id}`)).toHaveLength(1);
    });

    it('a declined scheduled payment is recorded as failed and the homeowner is told', async () => {
      const world = await scheduleWorld(kind);
      const future = await futureBy(world, world.payer, 'decline', 1_000);
      await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T12:00:00Z') });
      const [payment] = await paymentsByRunKey(world, `future:${future.id}`);
      expect(payment).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
      expect(await world.balance(world.payer.subLedgerId)).toBe(25_000);
      const [notice] = await world.mailTo(world.payer.email);
      expect(notice?.subject).toBe(
        `Your scheduled payment for account ${world.payer.accountNumber} could not be made`,
      );
      expect(notice?.text).toContain('Reason: Your card was declined.');
    });

    it('a processor outage leaves the payment charging, for the reconciler to retry', async () => {
      const world = await scheduleWorld(kind);
      const future = await futureBy(world, world.payer, 'down', 1_000);
      const result = await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T12:00:00Z') });
      expect(result).toEqual({ created: 1, charged: 0, deactivated: 0 });
      const [payment] = await paymentsByRunKey(world, `future:${future.id}`);
      expect(payment?.status).toBe('charging');
      expect(await futureRow(world, future.id)).toMatchObject({ status: 'completed' });
    });
  });
});
