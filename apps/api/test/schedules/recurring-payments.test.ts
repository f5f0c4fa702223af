import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import type { RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subLedgers } from '../../src/db/schema/books';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { type Payer, type ScheduleWorld, scheduleWorld } from './schedule-world';

const setup = (world: ScheduleWorld, who: Payer, body: Record<string, unknown>) =>
  as(world.app, who).post(`${paymentsApi}/RecurringPayment/Setup`, {
    subLedgerId: who.subLedgerId,
    interval: 'monthly',
    nextPaymentDate: '2026-12-01',
    ...body,
  });

async function active(world: ScheduleWorld, body: Record<string, unknown>): Promise<RecurringPaymentDto> {
  const created = await setup(world, world.payer, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<RecurringPaymentDto>();
  const confirmed = await as(world.app, world.payer).put(
    `${paymentsApi}/RecurringPayment/Setup/${id}/Confirm`,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<RecurringPaymentDto>();
}

const list = async (world: ScheduleWorld, who: Payer, query = '') => {
  const response = await as(world.app, who).get(`${paymentsApi}/RecurringPayment${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ recurringPayments: RecurringPaymentDto[] }>().recurringPayments;
};

forEachDatabase((kind) => {
  describe('recurring payments', () => {
    it('sets up a fixed monthly amount with its fees, confirms once, and lists it', async () => {
      const world = await scheduleWorld(kind);
      const bank = await world.method(world.payer, 'bank');
      const created = await setup(world, world.payer, {
        paymentMethodId: bank,
        amount: 25_000,
        notes: 'dues',
      });
      expect(created.statusCode, created.body).toBe(201);
      const dto = created.json<RecurringPaymentDto>();
      expect(dto).toMatchObject({
        status: 'setup',
        amount: 25_000,
        payFullBalance: false,
        maximumAmount: null,
        interval: 'monthly',
        nextPaymentDate: '2026-12-01',
        notes: 'dues',
        paymentMethodName: 'First Bank checking ending in 6789',
        editable: true,
        estimatedFees: { processingFee: 150, largeAmountFee: 0, total: 25_150 },
        editableUntil: '2026-12-01T01:00:00.000Z',
      });
      const confirm = () =>
        as(world.app, world.payer).put(`${paymentsApi}/RecurringPayment/Setup/${dto.id}/Confirm`);
      expect((await confirm()).json<RecurringPaymentDto>().status).toBe('active');
      expect(errorOf(await confirm())).toMatchObject({
        status: 409,
        errorCode: paymentErrorCodes.setupNotOpen,
      });
      expect((await list(world, world.payer)).map((row) => row.id)).toEqual([dto.id]);
      expect(await list(world, world.neighbour)).toEqual([]);
    });

    it('pays the full balance, optionally capped: no amount and no fee estimate', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const dto = await active(world, {
        paymentMethodId: card,
        payFullBalance: true,
        maximumAmount: 30_000,
        amount: 5,
      });
      expect(dto).toMatchObject({
        amount: null,
        payFullBalance: true,
        maximumAmount: 30_000,
        estimatedFees: null,
      });
    });

    it('refuses bad amounts, a maximum below the amount, bad intervals and dates', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const attempt = (body: Record<string, unknown>) =>
        setup(world, world.payer, { paymentMethodId: card, amount: 10_000, ...body });
      for (const amount of [0, -1, 99.5, 100_000_001]) {
        expect((await attempt({ amount })).statusCode, `amount ${amount}`).toBe(400);
      }
      expect((await setup(world, world.payer, { paymentMethodId: card })).statusCode).toBe(400);
      const below = errorOf(await attempt({ maximumAmount: 5_000 }));
      expect(below.status).toBe(400);
      expect(below.detail).toContain(billingMessages.maximumBelowAmount);
      expect((await attempt({ interval: 'weekly' })).statusCode).toBe(400);
      expect(errorOf(await attempt({ nextPaymentDate: '2026-11-20' })).message).toBe(
        billingMessages.dateInPast,
      );
      expect(errorOf(await attempt({ nextPaymentDate: '2028-01-01' })).message).toBe(
        billingMessages.dateTooFar,
      );
      expect((await attempt({ subLedgerId: world.neighbour.subLedgerId })).statusCode).toBe(404);
      expect(
        (await attempt({ paymentMethodId: await world.method(world.neighbour, 'card') })).statusCode,
      ).toBe(404);
      expect(
        errorOf(await as(world.app, world.payer).put(`${paymentsApi}/RecurringPayment/Setup/424242/Confirm`))
          .status,
      ).toBe(404);
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: true })
        .where(eq(subLedgers.id, world.payer.subLedgerId));
      expect(errorOf(await attempt({}))).toMatchObject({ status: 403, message: billingMessages.blocked });
    });

    it('changes amount, interval, date, maximum and full-balance before the cutoff; never the method', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const dto = await active(world, { paymentMethodId: card, amount: 10_000 });
      const patch = (body: Record<string, unknown>) =>
        as(world.app, world.payer).patch(`${paymentsApi}/RecurringPayment/${dto.id}`, body);
      const changed = await patch({
        amount: 12_000,
        interval: 'quarterly',
        nextPaymentDate: '2026-12-31',
        maximumAmount: 20_000,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<RecurringPaymentDto>()).toMatchObject({
        amount: 12_000,
        interval: 'quarterly',
        nextPaymentDate: '2026-12-31',
        maximumAmount: 20_000,
      });
      expect(errorOf(await patch({ maximumAmount: 11_000 })).detail).toContain(
        billingMessages.maximumBelowAmount,
      );
      const full = await patch({ payFullBalance: true, maximumAmount: null });
      expect(full.json<RecurringPaymentDto>()).toMatchObject({
        payFullBalance: true,
        amount: null,
        maximumAmount: null,
      });
      expect((await patch({ payFullBalance: false })).statusCode).toBe(400);
      expect((await patch({ payFullBalance: false, amount: 9_000 })).json<RecurringPaymentDto>().amount).toBe(
        9_000,
      );
      expect(errorOf(await patch({ paymentMethodId: card }))).toMatchObject({
        status: 400,
        message: billingMessages.methodCannotChange,
      });
      expect(
        (
          await as(world.app, world.neighbour).patch(`${paymentsApi}/RecurringPayment/${dto.id}`, {
            amount: 1,
          })
        ).statusCode,
      ).toBe(404);
      world.clock.set(new Date('2026-12-31T01:00:00Z'));
      expect(errorOf(await patch({ amount: 1_000 }))).toMatchObject({
        status: 409,
        errorCode: paymentErrorCodes.afterCutoff,
      });
      expect(
        errorOf(await as(world.app, world.payer).delete(`${paymentsApi}/RecurringPayment/${dto.id}`)).status,
      ).toBe(409);
    });

    it('removes before the cutoff (then it is no longer listed), and filters by next payment date', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const first = await active(world, {
        paymentMethodId: card,
        amount: 10_000,
        nextPaymentDate: '2026-12-01',
      });
      const second = await active(world, {
        paymentMethodId: card,
        amount: 10_000,
        nextPaymentDate: '2026-12-15',
      });
      const dates = (rows: RecurringPaymentDto[]) => rows.map((row) => row.nextPaymentDate);
      expect(dates(await list(world, world.payer, '?nextPaymentDate.strictlyAfter=2026-12-01'))).toEqual([
        '2026-12-15',
      ]);
      expect(dates(await list(world, world.payer, '?nextPaymentDate.after=2026-12-01'))).toEqual([
        '2026-12-01',
        '2026-12-15',
      ]);
      expect(dates(await list(world, world.payer, '?nextPaymentDate.strictlyBefore=2026-12-15'))).toEqual([
        '2026-12-01',
      ]);
      expect(dates(await list(world, world.payer, '?nextPaymentDate.before=2026-12-14'))).toEqual([
        '2026-12-01',
      ]);
      expect(
        dates(await list(world, world.payer, `?accountNumber=${world.payer.accountNumber}`)),
      ).toHaveLength(2);
      expect(
        (await as(world.app, world.neighbour).delete(`${paymentsApi}/RecurringPayment/${first.id}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await as(world.app, world.payer).delete(`${paymentsApi}/RecurringPayment/${first.id}`)).statusCode,
      ).toBe(204);
      expect((await list(world, world.payer)).map((row) => row.id)).toEqual([second.id]);
    });
  });
});
