import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries } from '../../src/db/schema/books';
import { processAutoDraftPulls } from '../../src/modules/billing-jobs/process-auto-draft-pulls';
import { processDueFuturePayments } from '../../src/modules/billing-jobs/process-due-future-payments';
import { settlePayments } from '../../src/modules/billing-jobs/run-billing';
import { type DbKind, forEachDatabase } from '../helper';
import { type ScheduleWorld, scheduleWorld } from '../schedules/schedule-world';
import { activeAutoDraft, at, futureBy, paymentRow, paymentsByRunKey } from './job-fixtures';

async function enrolled(world: ScheduleWorld) {
  const who = await world.homeowner('draft@example.test', { balance: 0 });
  const bank = await world.method(who, 'bank');
  const enrollment = await activeAutoDraft(world, who, {
    paymentMethodId: bank,
    startMonth: '2026-12',
    pullDay: 5,
  });
  return { who, enrollment };
}

/** The payer's 100.00 future payment by bank, made by the job on Dec 1 (pending until its funds arrive). */
async function bankPaymentMadeOnDec1(kind: DbKind) {
  const world = await scheduleWorld(kind);
  await futureBy(world, world.payer, 'bank', 10_000);
  await processDueFuturePayments(world.deps, { now: at(world, '2026-12-01T12:00:00Z') });
  const [payment] = await paymentsByRunKey(world, 'future:');
  return { world, payment };
}

const pull = (world: ScheduleWorld, iso: string) =>
  processAutoDraftPulls(world.deps, { now: at(world, iso) });

forEachDatabase((kind) => {
  describe('processAutoDraftPulls', () => {
    it('pulls the balance once a month, on or after the pull day, from the start month on', async () => {
      const world = await scheduleWorld(kind);
      const { who, enrollment } = await enrolled(world);
      await world.charge(who.subLedgerId, 25_000, 'december');
      expect((await pull(world, '2026-11-25T12:00:00Z')).created).toBe(0);
      expect((await pull(world, '2026-12-04T12:00:00Z')).created).toBe(0);
      expect(await pull(world, '2026-12-05T12:00:00Z')).toEqual({ created: 1, charged: 1, deactivated: 0 });
      expect(await pull(world, '2026-12-05T12:00:00Z')).toEqual({ created: 0, charged: 0, deactivated: 0 });
      const [payment] = await paymentsByRunKey(world, `autodraft:${enrollment.id}:`);
      expect(payment).toMatchObject({
        kind: 'auto_draft',
        status: 'pending',
        amount: 25_000,
        processingFee: 150,
        total: 25_150,
        runKey: `autodraft:${enrollment.id}:2026-12`,
        paymentDate: '2026-12-05',
      });
      expect(await world.balance(who.subLedgerId)).toBe(0);
      // a balance that appears later in the month is not pulled a second time that month
      await world.charge(who.subLedgerId, 5_000, 'late-december');
      expect((await pull(world, '2026-12-20T12:00:00Z')).created).toBe(0);
      await world.charge(who.subLedgerId, 25_000, 'january');
      expect((await pull(world, '2027-01-05T12:00:00Z')).created).toBe(1);
      expect((await paymentsByRunKey(world, `autodraft:${enrollment.id}:`)).map((row) => row.runKey)).toEqual(
        [`autodraft:${enrollment.id}:2026-12`, `autodraft:${enrollment.id}:2027-01`],
      );
    });

    it('pulls nothing while nothing is owed, and once when runs race', async () => {
      const world = await scheduleWorld(kind);
      const { who, enrollment } = await enrolled(world);
      expect((await pull(world, '2026-12-05T12:00:00Z')).created).toBe(0);
      await world.charge(who.subLedgerId, 25_000, 'december');
      const now = at(world, '2026-12-06T12:00:00Z');
      const results = await Promise.all([
        processAutoDraftPulls(world.deps, { now }),
        processAutoDraftPulls(world.deps, { now }),
      ]);
      expect(results[0].created + results[1].created).toBe(1);
      const made = await paymentsByRunKey(world, `autodraft:${enrollment.id}:`);
      expect(made).toHaveLength(1);
      expect(world.processor.chargesFor(made[0]?.id as number)).toHaveLength(1);
    });
  });

  describe('settlement and returns', () => {
    it('settles a pending bank payment once its funds arrive', async () => {
      const { world, payment } = await bankPaymentMadeOnDec1(kind);
      expect(payment?.status).toBe('pending');
      at(world, '2026-12-03T12:00:00Z');
      expect(await settlePayments(world.deps)).toMatchObject({ updated: 0 });
      world.processor.settle(payment?.processorChargeId as string);
      expect(await settlePayments(world.deps)).toMatchObject({ updated: 1 });
      expect(await settlePayments(world.deps)).toMatchObject({ updated: 0 });
      expect((await paymentRow(world, payment?.id as number))?.status).toBe('processed');
      const kinds = await world.db
        .select({ kind: journalEntries.kind })
        .from(journalEntries)
        .where(eq(journalEntries.paymentId, payment?.id as number));
      expect(kinds.map((row) => row.kind).sort()).toEqual(['payment', 'processing_fee', 'settlement']);
    });

    it('a returned bank payment is reversed and the homeowner is told why (R01)', async () => {
      const { world, payment } = await bankPaymentMadeOnDec1(kind);
      expect(await world.balance(world.payer.subLedgerId)).toBe(15_000);
      world.processor.returnCharge(payment?.processorChargeId as string, 'R01');
      at(world, '2026-12-04T12:00:00Z');
      expect(await settlePayments(world.deps)).toMatchObject({ updated: 1 });
      expect(await settlePayments(world.deps)).toMatchObject({ updated: 0 });
      expect(await paymentRow(world, payment?.id as number)).toMatchObject({
        status: 'returned',
        failureMessage: 'Returned (R01)',
      });
      expect(await world.balance(world.payer.subLedgerId)).toBe(25_000);
      const mails = await world.mailTo(world.payer.email);
      const notice = mails.find((mail) => mail.subject.includes('was returned'));
      expect(notice?.subject).toBe(`Your payment for account ${world.payer.accountNumber} was returned`);
      expect(notice?.text).toContain('Reason: R01 (insufficient funds)');
      expect(notice?.text).toContain('$101.50 made on Dec 1, 2026');
      expect(mails.filter((mail) => mail.subject.includes('was returned'))).toHaveLength(1);
      expect(mails.filter((mail) => mail.subject.startsWith('Payment receipt'))).toHaveLength(1);
    });
  });
});
