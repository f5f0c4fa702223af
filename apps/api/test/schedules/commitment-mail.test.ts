import { formatMoney } from '@hoa/contracts/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { associations } from '../../src/db/schema/associations';
import { assessmentPlans } from '../../src/db/schema/books';
import { ownerPreferences } from '../../src/db/schema/profile';
import { as, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { legacyAutoDraftForm } from './legacy-auto-draft-form';
import { type Payer, type ScheduleWorld, scheduleWorld } from './schedule-world';

/** Confirms a setup made by `path`'s Setup call and returns the confirm response's status. */
async function setUpAndConfirm(world: ScheduleWorld, kind: 'future' | 'recurring', methodId: number) {
  const path = kind === 'future' ? '/FuturePayment/Setup' : '/RecurringPayment/Setup';
  const body =
    kind === 'future'
      ? { scheduledDate: '2026-12-01', amount: 10_000 }
      : { interval: 'monthly', nextPaymentDate: '2026-12-01', amount: 25_000 };
  const created = await as(world.app, world.payer).post(`${paymentsApi}${path}`, {
    subLedgerId: world.payer.subLedgerId,
    paymentMethodId: methodId,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  const confirmed = await as(world.app, world.payer).put(`${paymentsApi}${path}/${id}/Confirm`, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<{ processingFee?: number; estimatedFees?: { processingFee: number } | null }>();
}

async function enrollable(world: ScheduleWorld, associationId?: number): Promise<Payer> {
  const who = await world.homeowner('zero@example.test', {
    balance: 0,
    ...(associationId ? { associationId } : {}),
  });
  await world.db
    .insert(assessmentPlans)
    .values({ associationId: who.associationId, description: 'Monthly assessment', amount: 25_000 })
    .onConflictDoNothing();
  return who;
}

const associationName = async (world: ScheduleWorld, id: number) =>
  (await world.db.select().from(associations).where(eq(associations.id, id)))[0]?.name ?? '';

forEachDatabase((kind) => {
  describe('money commitment confirmations', () => {
    it('confirms a scheduled and a recurring payment through the outbox, in text and HTML', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const futureFee = (await setUpAndConfirm(world, 'future', card)).processingFee ?? 0;
      const recurringFee =
        (await setUpAndConfirm(world, 'recurring', card)).estimatedFees?.processingFee ?? 0;
      const mail = await world.mailTo(world.payer.email);
      const { accountNumber } = world.payer;
      expect(mail.map((m) => m.subject)).toEqual([
        `Recurring payment set up for account ${accountNumber}`,
        `Scheduled payment set up for account ${accountNumber}`,
      ]);
      const [recurring, future] = mail;
      expect(future?.text).toContain('  Scheduled payment of $100.00 on Dec 1, 2026');
      expect(recurring?.text).toContain('  Recurring payment of $250.00 (monthly), next on Dec 1, 2026');
      expect(recurring?.text).toContain('Paid from:');
      // the fee each payment carries, as quoted when it was confirmed
      expect(futureFee).toBeGreaterThan(0);
      expect(future?.text).toMatch(new RegExp(`Processing fee: +\\${formatMoney(futureFee)} per payment`));
      expect(recurring?.text).toMatch(
        new RegExp(`Processing fee: +\\${formatMoney(recurringFee)} per payment`),
      );
      const name = await associationName(world, world.payer.associationId);
      for (const message of mail) {
        expect(message.html).toContain('<!DOCTYPE html>');
        expect(message.html).toContain(name);
        expect(message.sentAt).toBeNull();
      }
    });

    it('confirms a standard and a legacy Auto-Draft enrollment', async () => {
      const world = await scheduleWorld(kind);
      const who = await enrollable(world);
      const bank = await world.method(who, 'bank');
      const created = await as(world.app, who).post(`${paymentsApi}/AutoDraft/Setup`, {
        subLedgerId: who.subLedgerId,
        paymentMethodId: bank,
        startMonth: '2026-12',
        pullDay: 5,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await world.mailTo(who.email)).toEqual([]);
      const enrollmentId = created.json<{ id: number }>().id;
      const confirmed = await as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, {
        enrollmentId,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [standard] = await world.mailTo(who.email);
      expect(standard?.subject).toBe(`Auto-Draft enrollment confirmed for account ${who.accountNumber}`);
      expect(standard?.text).toContain('  Auto-Draft of the balance on day 5 of each month');
      expect(standard?.text).toContain('Processing fee:       $1.50 per payment');
      expect(standard?.html).toContain('$1.50 per payment');

      // leaving Auto-Draft is confirmed too
      const left = await as(world.app, who).delete(`${paymentsApi}/AutoDraft/${enrollmentId}`);
      expect(left.statusCode, left.body).toBeLessThan(300);
      const ended = (await world.mailTo(who.email)).find((m) => m.subject.startsWith('Auto-Draft ended'));
      expect(ended?.subject).toBe(`Auto-Draft ended for account ${who.accountNumber}`);
      expect(ended?.text).toContain('  Auto-Draft of the balance on day 5 of each month');
      expect(ended?.text).toContain('will no longer be drafted');

      const legacy = await world.homeowner('legacy@example.test', {
        balance: 0,
        associationId: await world.association('legacy'),
      });
      const enrolled = await as(world.app, legacy).put(
        `${paymentsApi}/LegacyAutoDraft/Enroll`,
        legacyAutoDraftForm(legacy, { pullDay: 7 }),
      );
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const [legacyMail] = await world.mailTo(legacy.email);
      expect(legacyMail?.subject).toBe(`Auto-Draft enrollment confirmed for account ${legacy.accountNumber}`);
      expect(legacyMail?.text).toContain('day 7 of each month');
      // the bank account number is never in the mail, only its last four digits
      expect(legacyMail?.text).not.toContain('987654321');
      expect(legacyMail?.html).not.toContain('987654321');
    });

    it('sends no confirmation to an owner who turned payment confirmations off', async () => {
      const world = await scheduleWorld(kind);
      await world.db
        .insert(ownerPreferences)
        .values({ ownerId: world.payer.ownerId, sendPaymentConfirmationEmail: false });
      const card = await world.method(world.payer, 'card');
      await setUpAndConfirm(world, 'recurring', card);
      expect(await world.mailTo(world.payer.email)).toEqual([]);
      // essential mail still goes: removing the card stops the schedule and says so
      const removed = await as(world.app, world.payer).delete(`${paymentsApi}/PaymentMethod/${card}`);
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      const [notice] = await world.mailTo(world.payer.email);
      expect(notice?.subject).toBe('Scheduled payments stopped: payment method removed');
      expect(notice?.html).toContain('Recurring payment of $250.00 (monthly), next on Dec 1, 2026');
    });
  });
});
