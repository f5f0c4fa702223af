import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recurringPayments } from '../../src/db/schema/payments';
import { processDueRecurringPayments } from '../../src/modules/billing-jobs/process-due-recurring-payments';
import { forEachDatabase } from '../helper';
import { type ScheduleWorld, scheduleWorld } from '../schedules/schedule-world';
import { activeRecurring, at, paymentsByRunKey, recurringBy } from './job-fixtures';

async function nextDateOf(world: ScheduleWorld, id: number): Promise<string | undefined> {
  const [row] = await world.db.select().from(recurringPayments).where(eq(recurringPayments.id, id));
  return row?.nextPaymentDate;
}

/** Runs the job at noon UTC (morning in New York) on each date. */
async function runOn(world: ScheduleWorld, date: string) {
  return processDueRecurringPayments(world.deps, { now: at(world, `${date}T12:00:00Z`) });
}

forEachDatabase((kind) => {
  describe('processDueRecurringPayments', () => {
    it('pays monthly, moving the date on in the same transaction; a second run pays nothing', async () => {
      const world = await scheduleWorld(kind);
      const recurring = await recurringBy(world, world.payer, 'card', 10_000);
      expect((await runOn(world, '2026-11-30')).created).toBe(0);
      expect(await runOn(world, '2026-12-01')).toEqual({ created: 1, charged: 1, deactivated: 0 });
      expect(await runOn(world, '2026-12-01')).toEqual({ created: 0, charged: 0, deactivated: 0 });
      expect(await nextDateOf(world, recurring.id)).toBe('2027-01-01');
      await runOn(world, '2027-01-01');
      const made = await paymentsByRunKey(world, `recurring:${recurring.id}:`);
      expect(made.map((row) => [row.runKey, row.kind, row.status, row.amount, row.total])).toEqual([
        [`recurring:${recurring.id}:2026-12-01`, 'recurring', 'processed', 10_000, 10_295],
        [`recurring:${recurring.id}:2027-01-01`, 'recurring', 'processed', 10_000, 10_295],
      ]);
      expect(await nextDateOf(world, recurring.id)).toBe('2027-02-01');
    });

    it('month-end dates clamp and come back (monthly), and quarterly and yearly advance by 3 and 12 months', async () => {
      const world = await scheduleWorld(kind, { now: new Date('2027-01-20T15:00:00Z') });
      const card = await world.method(world.payer, 'card');
      const monthly = await activeRecurring(world, world.payer, {
        paymentMethodId: card,
        amount: 1_000,
        nextPaymentDate: '2027-01-31',
      });
      const quarterly = await activeRecurring(world, world.payer, {
        paymentMethodId: card,
        amount: 1_000,
        interval: 'quarterly',
        nextPaymentDate: '2027-01-31',
      });
      const yearly = await activeRecurring(world, world.payer, {
        paymentMethodId: card,
        amount: 1_000,
        interval: 'yearly',
        nextPaymentDate: '2027-01-31',
      });
      await runOn(world, '2027-01-31');
      expect(await nextDateOf(world, monthly.id)).toBe('2027-02-28');
      expect(await nextDateOf(world, quarterly.id)).toBe('2027-04-30');
      expect(await nextDateOf(world, yearly.id)).toBe('2028-01-31');
      await runOn(world, '2027-02-28');
      expect(await nextDateOf(world, monthly.id)).toBe('2027-03-31');
      await runOn(world, '2027-03-31');
      await runOn(world, '2027-04-30');
      expect(await nextDateOf(world, monthly.id)).toBe('2027-05-31');
      expect(await nextDateOf(world, quarterly.id)).toBe('2027-07-31');
      expect(
        (await paymentsByRunKey(world, `recurring:${monthly.id}:`)).map((row) => row.paymentDate),
      ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
      expect(await paymentsByRunKey(world, `recurring:${quarterly.id}:`)).toHaveLength(2);
      expect(await paymentsByRunKey(world, `recurring:${yearly.id}:`)).toHaveLength(1);
    });

    it('pays the full balance capped at the maximum, and nothing (but moves on) when nothing is owed', async () => {
      const world = await scheduleWorld(kind);
      const bank = await world.method(world.payer, 'bank');
      const capped = await activeRecurring(world, world.payer, {
        paymentMethodId: bank,
        payFullBalance: true,
        maximumAmount: 20_000,
        nextPaymentDate: '2026-12-01',
      });
      const card = await world.method(world.neighbour, 'card');
      const uncapped = await activeRecurring(world, world.neighbour, {
        paymentMethodId: card,
        payFullBalance: true,
        nextPaymentDate: '2026-12-01',
      });
      await runOn(world, '2026-12-01');
      const [cappedPayment] = await paymentsByRunKey(world, `recurring:${capped.id}:`);
      // owed $250.00, capped at $200.00, bank fee $1.50; the bank payment is pending until it settles
      expect(cappedPayment).toMatchObject({
        amount: 20_000,
        processingFee: 150,
        total: 20_150,
        status: 'pending',
      });
      expect(await world.balance(world.payer.subLedgerId)).toBe(5_000);
      const [fullPayment] = await paymentsByRunKey(world, `recurring:${uncapped.id}:`);
      expect(fullPayment).toMatchObject({ amount: 25_000, processingFee: 738, status: 'processed' });
      expect(await world.balance(world.neighbour.subLedgerId)).toBe(0);

      // next month the neighbour owes nothing: no payment, but the date still moves on
      await runOn(world, '2027-01-01');
      expect(await paymentsByRunKey(world, `recurring:${uncapped.id}:`)).toHaveLength(1);
      expect(await nextDateOf(world, uncapped.id)).toBe('2027-02-01');
      expect(await paymentsByRunKey(world, `recurring:${capped.id}:`)).toHaveLength(2);
    });

    it('one run pays everything due, a batch at a time, however many batches that takes', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const ids: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        const row = await activeRecurring(world, world.payer, {
          paymentMethodId: card,
          amount: 100 * i,
          nextPaymentDate: '2026-12-01',
        });
        ids.push(row.id);
      }
      const now = at(world, '2026-12-01T12:00:00Z');
      // batches of 2: 2 + 2 + 1, each charged before the next is read
      expect(await processDueRecurringPayments(world.deps, { now, batchSize: 2 })).toEqual({
        created: 5,
        charged: 5,
        deactivated: 0,
      });
      for (const id of ids) {
        expect(await paymentsByRunKey(world, `recurring:${id}:`)).toHaveLength(1);
        expect(await nextDateOf(world, id)).toBe('2027-01-01');
      }
    });

    it('two runs at once pay each date once', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const ids = [];
      for (const amount of [1_000, 2_000]) {
        ids.push(
          (
            await activeRecurring(world, world.payer, {
              paymentMethodId: card,
              amount,
              nextPaymentDate: '2026-12-01',
            })
          ).id,
        );
      }
      const now = at(world, '2026-12-01T12:00:00Z');
      await Promise.all([
        processDueRecurringPayments(world.deps, { now }),
        processDueRecurringPayments(world.deps, { now }),
        processDueRecurringPayments(world.deps, { now }),
      ]);
      for (const id of ids) {
        const made = await paymentsByRunKey(world, `recurring:${id}:`);
        expect(made).toHaveLength(1);
        expect(world.processor.chargesFor(made[0]?.id as number)).toHaveLength(1);
        expect(await nextDateOf(world, id)).toBe('2027-01-01');
      }
    });

    it('after days without a run, pays the missed date once and moves to the first date after today', async () => {
      const world = await scheduleWorld(kind);
      const recurring = await recurringBy(world, world.payer, 'card', 1_000);
      await runOn(world, '2027-02-10');
      expect(await paymentsByRunKey(world, `recurring:${recurring.id}:`)).toHaveLength(1);
      expect(await nextDateOf(world, recurring.id)).toBe('2027-03-01');
    });
  });
});
