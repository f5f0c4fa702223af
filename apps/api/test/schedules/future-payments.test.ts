import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { editCutoff } from '@hoa/contracts/payment-rules';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subLedgers } from '../../src/db/schema/books';
import { paymentMethods } from '../../src/db/schema/payments';
import { properties } from '../../src/db/schema/properties';
import { forEachDatabase } from '../helper';
import { errorOf } from '../sign-in-helpers';
import { type Payer, type ScheduleWorld, scheduleWorld } from './schedule-world';

const setup = (world: ScheduleWorld, who: Payer, body: Record<string, unknown>) =>
  world.call(who, 'POST', '/FuturePayment/Setup', { subLedgerId: who.subLedgerId, ...body });

async function scheduled(world: ScheduleWorld, body: Record<string, unknown>): Promise<FuturePaymentDto> {
  const created = await setup(world, world.payer, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<FuturePaymentDto>();
  const confirmed = await world.call(world.payer, 'PUT', `/FuturePayment/Setup/${id}/Confirm`, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<FuturePaymentDto>();
}

const list = async (world: ScheduleWorld, who: Payer, query = '') => {
  const response = await world.call(who, 'GET', `/FuturePayment${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ futurePayments: FuturePaymentDto[] }>().futurePayments;
};

forEachDatabase((kind) => {
  describe('future payments', () => {
    it('sets up with the fees, confirms into an active scheduled payment, and a second confirm is 409', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const created = await setup(world, world.payer, {
        paymentMethodId: card,
        amount: 10_000,
        scheduledDate: '2026-12-01',
        notes: 'December',
      });
      expect(created.statusCode, created.body).toBe(201);
      const dto = created.json<FuturePaymentDto>();
      expect(dto).toMatchObject({
        status: 'setup',
        subLedgerId: world.payer.subLedgerId,
        accountNumber: world.payer.accountNumber,
        paymentMethodId: card,
        paymentMethodName: 'Visa ending in 4242',
        amount: 10_000,
        processingFee: 295,
        largeAmountFee: 0,
        total: 10_295,
        scheduledDate: '2026-12-01',
        notes: 'December',
        cancelled: false,
        processed: false,
        editable: true,
        duplicateWarning: null,
        editableUntil: editCutoff('2026-12-01').toISOString(),
      });
      expect(dto.editableUntil).toBe('2026-12-01T01:00:00.000Z');
      // a setup is not a payment yet
      expect(await list(world, world.payer)).toEqual([]);

      const confirm = () => world.call(world.payer, 'PUT', `/FuturePayment/Setup/${dto.id}/Confirm`, {});
      const confirmed = await confirm();
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<FuturePaymentDto>().status).toBe('active');
      expect(errorOf(await confirm())).toMatchObject({
        status: 409,
        errorCode: paymentErrorCodes.setupNotOpen,
        message: billingMessages.setupNotOpen,
      });
      expect((await list(world, world.payer)).map((row) => row.id)).toEqual([dto.id]);
    });

    it('refuses zero, negative, fractional and absurd amounts, and dates not from tomorrow to a year ahead', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const attempt = (body: Record<string, unknown>) =>
        setup(world, world.payer, {
          paymentMethodId: card,
          amount: 5_000,
          scheduledDate: '2026-12-01',
          ...body,
        });
      for (const amount of [0, -100, 10.5, 100_000_001, '100']) {
        const response = await attempt({ amount });
        expect(response.statusCode, `amount ${amount}`).toBe(400);
      }
      expect(errorOf(await attempt({ scheduledDate: '2026-11-20' }))).toMatchObject({
        status: 400,
        message: billingMessages.dateInPast,
      });
      expect(errorOf(await attempt({ scheduledDate: '2026-11-19' })).message).toBe(
        billingMessages.dateInPast,
      );
      expect(errorOf(await attempt({ scheduledDate: '2027-11-22' }))).toMatchObject({
        status: 400,
        message: billingMessages.dateTooFar,
      });
      expect(errorOf(await attempt({ scheduledDate: '2027-02-30' })).status).toBe(400);
      expect(errorOf(await attempt({ scheduledDate: '12/01/2026' })).status).toBe(400);
      // tomorrow and exactly a year and a day ahead (366 days) are fine
      expect((await attempt({ scheduledDate: '2026-11-21' })).statusCode).toBe(201);
      expect((await attempt({ scheduledDate: '2027-11-21' })).statusCode).toBe(201);
    });

    it('answers 404 for unknown or foreign sub-ledgers and methods, 422 for a removed method', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const theirs = await world.method(world.neighbour, 'card');
      const attempt = (body: Record<string, unknown>) =>
        setup(world, world.payer, {
          paymentMethodId: card,
          amount: 5_000,
          scheduledDate: '2026-12-01',
          ...body,
        });
      expect((await attempt({ subLedgerId: 999_999 })).statusCode).toBe(404);
      expect((await attempt({ subLedgerId: world.neighbour.subLedgerId })).statusCode).toBe(404);
      expect((await attempt({ paymentMethodId: 999_999 })).statusCode).toBe(404);
      expect((await attempt({ paymentMethodId: theirs })).statusCode).toBe(404);
      await world.db.update(paymentMethods).set({ status: 'removed' }).where(eq(paymentMethods.id, card));
      expect(errorOf(await attempt({}))).toMatchObject({
        status: 422,
        message: billingMessages.methodRemoved,
      });
      expect((await world.call(null, 'GET', '/FuturePayment')).statusCode).toBe(401);
    });

    it('refuses blocked ledgers and accounts with payments disabled (403)', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const body = { paymentMethodId: card, amount: 5_000, scheduledDate: '2026-12-01' };
      const pending = (await setup(world, world.payer, body)).json<FuturePaymentDto>();
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: true })
        .where(eq(subLedgers.id, world.payer.subLedgerId));
      expect(errorOf(await setup(world, world.payer, body))).toMatchObject({
        status: 403,
        errorCode: paymentErrorCodes.blocked,
        message: 'Payments are blocked for this account',
        detail: 'Blocked Ledger',
      });
      expect(
        errorOf(await world.call(world.payer, 'PUT', `/FuturePayment/Setup/${pending.id}/Confirm`, {}))
          .status,
      ).toBe(403);
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: false })
        .where(eq(subLedgers.id, world.payer.subLedgerId));
      await world.db
        .update(properties)
        .set({ paymentsDisabled: true })
        .where(eq(properties.id, world.payer.propertyId));
      expect(errorOf(await setup(world, world.payer, body))).toMatchObject({
        status: 403,
        errorCode: paymentErrorCodes.disabled,
        message: billingMessages.disabled,
      });
    });

    it('confirm: 404 without a setup or for another login’s setup; concurrent confirms have one winner', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      expect(
        errorOf(await world.call(world.payer, 'PUT', '/FuturePayment/Setup/999999/Confirm', {})),
      ).toMatchObject({
        status: 404,
        message: billingMessages.noSetup,
      });
      const created = (
        await setup(world, world.payer, { paymentMethodId: card, amount: 5_000, scheduledDate: '2026-12-01' })
      ).json<FuturePaymentDto>();
      expect(
        (await world.call(world.neighbour, 'PUT', `/FuturePayment/Setup/${created.id}/Confirm`, {}))
          .statusCode,
      ).toBe(404);
      const results = await Promise.all(
        [1, 2, 3].map(() => world.call(world.payer, 'PUT', `/FuturePayment/Setup/${created.id}/Confirm`, {})),
      );
      expect(results.map((one) => one.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('warns of a payment already scheduled for the date and confirms only when acknowledged', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      await scheduled(world, { paymentMethodId: card, amount: 5_000, scheduledDate: '2026-12-01' });
      const second = await setup(world, world.payer, {
        paymentMethodId: card,
        amount: 7_000,
        scheduledDate: '2026-12-01',
      });
      const dto = second.json<FuturePaymentDto>();
      expect(dto.duplicateWarning?.message).toBe(billingMessages.duplicateWarning);
      expect(dto.duplicateWarning?.payments).toHaveLength(1);
      const refused = await world.call(world.payer, 'PUT', `/FuturePayment/Setup/${dto.id}/Confirm`, {});
      expect(errorOf(refused)).toMatchObject({ status: 409, errorCode: 'DUPLICATE_PAYMENT' });
      const accepted = await world.call(world.payer, 'PUT', `/FuturePayment/Setup/${dto.id}/Confirm`, {
        acknowledgeDuplicate: true,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    });

    it('changes amount, date and notes before the cutoff; never the method', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const payment = await scheduled(world, {
        paymentMethodId: card,
        amount: 5_000,
        scheduledDate: '2026-12-01',
      });
      const changed = await world.call(world.payer, 'PATCH', `/FuturePayment/${payment.id}`, {
        amount: 6_000,
        scheduledDate: '2026-12-15',
        notes: 'moved',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<FuturePaymentDto>()).toMatchObject({
        amount: 6_000,
        processingFee: 177,
        total: 6_177,
        scheduledDate: '2026-12-15',
        notes: 'moved',
        status: 'active',
      });
      const other = await world.method(world.payer, 'card');
      expect(
        errorOf(
          await world.call(world.payer, 'PATCH', `/FuturePayment/${payment.id}`, { paymentMethodId: other }),
        ),
      ).toMatchObject({ status: 400, message: billingMessages.methodCannotChange });
      expect(
        (await world.call(world.payer, 'PATCH', `/FuturePayment/${payment.id}`, { amount: 0 })).statusCode,
      ).toBe(400);
      expect(
        (
          await world.call(world.payer, 'PATCH', `/FuturePayment/${payment.id}`, {
            scheduledDate: '2026-11-20',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await world.call(world.neighbour, 'PATCH', `/FuturePayment/${payment.id}`, { amount: 1 }))
          .statusCode,
      ).toBe(404);
      expect(
        (await world.call(world.payer, 'PATCH', '/FuturePayment/999999', { amount: 1 })).statusCode,
      ).toBe(404);
    });

    it('removes before the cutoff; a removed payment is listed as cancelled and cannot be removed again', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const payment = await scheduled(world, {
        paymentMethodId: card,
        amount: 5_000,
        scheduledDate: '2026-12-01',
      });
      expect((await world.call(world.neighbour, 'DELETE', `/FuturePayment/${payment.id}`)).statusCode).toBe(
        404,
      );
      expect((await world.call(world.payer, 'DELETE', `/FuturePayment/${payment.id}`)).statusCode).toBe(204);
      expect(errorOf(await world.call(world.payer, 'DELETE', `/FuturePayment/${payment.id}`)).status).toBe(
        409,
      );
      const cancelled = await list(world, world.payer, '?cancelled=true');
      expect(cancelled).toMatchObject([
        { id: payment.id, status: 'cancelled', cancelled: true, editable: false },
      ]);
      expect(await list(world, world.payer, '?cancelled=false')).toEqual([]);
    });

    it('filters by account, sub-ledger, date range and state, and lists only your own', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const dates = ['2026-12-01', '2026-12-10', '2026-12-20'];
      const made = [];
      for (const scheduledDate of dates) {
        made.push(await scheduled(world, { paymentMethodId: card, amount: 5_000, scheduledDate }));
      }
      const theirCard = await world.method(world.neighbour, 'card');
      const theirs = await setup(world, world.neighbour, {
        paymentMethodId: theirCard,
        amount: 5_000,
        scheduledDate: '2026-12-10',
      });
      await world.call(
        world.neighbour,
        'PUT',
        `/FuturePayment/Setup/${theirs.json<FuturePaymentDto>().id}/Confirm`,
        {},
      );
      const ids = (rows: FuturePaymentDto[]) => rows.map((row) => row.scheduledDate);
      expect(ids(await list(world, world.payer))).toEqual(dates);
      expect(ids(await list(world, world.payer, '?scheduledDate.after=2026-12-10'))).toEqual([
        '2026-12-10',
        '2026-12-20',
      ]);
      expect(ids(await list(world, world.payer, '?scheduledDate.strictlyAfter=2026-12-10'))).toEqual([
        '2026-12-20',
      ]);
      expect(ids(await list(world, world.payer, '?scheduledDate.before=2026-12-10'))).toEqual([
        '2026-12-01',
        '2026-12-10',
      ]);
      expect(ids(await list(world, world.payer, '?scheduledDate.strictlyBefore=2026-12-10'))).toEqual([
        '2026-12-01',
      ]);
      expect(
        ids(
          await list(world, world.payer, '?scheduledDate.after=2026-12-02&scheduledDate.before=2026-12-19'),
        ),
      ).toEqual(['2026-12-10']);
      expect(ids(await list(world, world.payer, `?subLedgerId=${world.payer.subLedgerId}`))).toEqual(dates);
      expect(ids(await list(world, world.payer, `?accountNumber=${world.payer.accountNumber}`))).toEqual(
        dates,
      );
      expect(await list(world, world.payer, `?accountNumber=${world.neighbour.accountNumber}`)).toEqual([]);
      expect(await list(world, world.payer, `?subLedgerId=${world.neighbour.subLedgerId}`)).toEqual([]);
      expect(await list(world, world.payer, '?processed=true')).toEqual([]);
      expect(ids(await list(world, world.payer, '?processed=false&cancelled=false'))).toEqual(dates);
      expect(
        (await world.call(world.payer, 'GET', '/FuturePayment?scheduledDate.after=yesterday')).statusCode,
      ).toBe(400);
      expect(ids(await list(world, world.neighbour))).toEqual(['2026-12-10']);
    });
  });

  describe('the 8:00 PM Eastern cutoff across daylight-saving changes', () => {
    const cases = [
      // 2026-03-08 is the spring-forward day: 8:00 PM EDT = 00:00 UTC on the 9th
      { date: '2026-03-09', lastOpen: '2026-03-08T23:59:59Z', closed: '2026-03-09T00:00:00Z' },
      // 2026-11-01 is the fall-back day: 8:00 PM EST = 01:00 UTC on the 2nd
      { date: '2026-11-02', lastOpen: '2026-11-02T00:59:59Z', closed: '2026-11-02T01:00:00Z' },
    ];
    for (const { date, lastOpen, closed } of cases) {
      it(`payment on ${date}: changes allowed at 19:59:59 and refused at 20:00:00 the day before`, async () => {
        const world = await scheduleWorld(kind, { now: new Date(`${date.slice(0, 8)}01T15:00:00Z`) });
        const card = await world.method(world.payer, 'card');
        const payment = await scheduled(world, { paymentMethodId: card, amount: 5_000, scheduledDate: date });
        expect(payment.editableUntil).toBe(new Date(closed).toISOString());

        world.clock.set(new Date(lastOpen));
        const open = await world.call(world.payer, 'PATCH', `/FuturePayment/${payment.id}`, {
          amount: 5_100,
        });
        expect(open.statusCode, open.body).toBe(200);
        expect(open.json<FuturePaymentDto>().editable).toBe(true);

        world.clock.set(new Date(closed));
        const late = await world.call(world.payer, 'PATCH', `/FuturePayment/${payment.id}`, {
          amount: 5_200,
        });
        expect(errorOf(late)).toMatchObject({
          status: 409,
          errorCode: paymentErrorCodes.afterCutoff,
          message: billingMessages.afterCutoff,
        });
        expect(
          errorOf(await world.call(world.payer, 'DELETE', `/FuturePayment/${payment.id}`)).errorCode,
        ).toBe(paymentErrorCodes.afterCutoff);
        const [listed] = await list(world, world.payer);
        expect(listed).toMatchObject({ amount: 5_100, editable: false });
      });
    }
  });
});
