import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { editCutoff } from '@hoa/contracts/payment-rules';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subLedgers } from '../../src/db/schema/books';
import { paymentMethods } from '../../src/db/schema/payments';
import { properties } from '../../src/db/schema/properties';
import { as, errorOf, paymentsApi } from '../calls';
import { type DbKind, forEachDatabase } from '../helper';
import { list, scheduled, setup, setupWith } from './future-payment-steps';
import { scheduleWorld } from './schedule-world';

/** A world whose payer has 50.00 by card scheduled for Dec 1 (confirmed). */
async function paymentScheduledForDec1(kind: DbKind) {
  const world = await scheduleWorld(kind);
  const card = await world.method(world.payer, 'card');
  const payment = await scheduled(world, {
    paymentMethodId: card,
    amount: 5_000,
    scheduledDate: '2026-12-01',
  });
  return { world, payment };
}

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

      const confirm = () =>
        as(world.app, world.payer).put(`${paymentsApi}/FuturePayment/Setup/${dto.id}/Confirm`, {});
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
      const attempt = setupWith(world, card);
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
      const attempt = setupWith(world, card);
      expect((await attempt({ subLedgerId: 999_999 })).statusCode).toBe(404);
      expect((await attempt({ subLedgerId: world.neighbour.subLedgerId })).statusCode).toBe(404);
      expect((await attempt({ paymentMethodId: 999_999 })).statusCode).toBe(404);
      expect((await attempt({ paymentMethodId: theirs })).statusCode).toBe(404);
      await world.db.update(paymentMethods).set({ status: 'removed' }).where(eq(paymentMethods.id, card));
      expect(errorOf(await attempt({}))).toMatchObject({
        status: 422,
        message: billingMessages.methodRemoved,
      });
      expect((await as(world.app, null).get(`${paymentsApi}/FuturePayment`)).statusCode).toBe(401);
    });

    it('refuses blocked ledgers and accounts with payments disabled (403)', async () => {
      const world = await scheduleWorld(kind);
      const card = await world.method(world.payer, 'card');
      const body = { paymentMethodId: card, amount: 5_000, scheduledDate: '2026-12-01' };
      const pending = (await setup(world, world.payer, body)).json<FuturePaymentDto>();
      const blockLedger = (paymentsBlocked: boolean) =>
        world.db
          .update(subLedgers)
          .set({ paymentsBlocked })
          .where(eq(subLedgers.id, world.payer.subLedgerId));
      await blockLedger(true);
      expect(errorOf(await setup(world, world.payer, body))).toMatchObject({
        status: 403,
        errorCode: paymentErrorCodes.blocked,
        message: 'Payments are blocked for this account',
        detail: 'Blocked Ledger',
      });
      expect(
        errorOf(
          await as(world.app, world.payer).put(
            `${paymentsApi}/FuturePayment/Setup/${pending.id}/Confirm`,
            {},
          ),
        ).status,
      ).toBe(403);
      await blockLedger(false);
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
        errorOf(
          await as(world.app, world.payer).put(`${paymentsApi}/FuturePayment/Setup/999999/Confirm`, {}),
        ),
      ).toMatchObject({
        status: 404,
        message: billingMessages.noSetup,
      });
      const created = (
        await setup(world, world.payer, { paymentMethodId: card, amount: 5_000, scheduledDate: '2026-12-01' })
      ).json<FuturePaymentDto>();
      expect(
        (
          await as(world.app, world.neighbour).put(
            `${paymentsApi}/FuturePayment/Setup/${created.id}/Confirm`,
            {},
          )
        ).statusCode,
      ).toBe(404);
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          as(world.app, world.payer).put(`${paymentsApi}/FuturePayment/Setup/${created.id}/Confirm`, {}),
        ),
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
      const refused = await as(world.app, world.payer).put(
        `${paymentsApi}/FuturePayment/Setup/${dto.id}/Confirm`,
        {},
      );
      expect(errorOf(refused)).toMatchObject({ status: 409, errorCode: 'DUPLICATE_PAYMENT' });
      const accepted = await as(world.app, world.payer).put(
        `${paymentsApi}/FuturePayment/Setup/${dto.id}/Confirm`,
        {
          acknowledgeDuplicate: true,
        },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
    });

    it('changes amount, date and notes before the cutoff; never the method', async () => {
      const { world, payment } = await paymentScheduledForDec1(kind);
      const changed = await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
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
          await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
            paymentMethodId: other,
          }),
        ),
      ).toMatchObject({ status: 400, message: billingMessages.methodCannotChange });
      expect(
        (await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/${payment.id}`, { amount: 0 }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
            scheduledDate: '2026-11-20',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await as(world.app, world.neighbour).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
            amount: 1,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/999999`, { amount: 1 }))
          .statusCode,
      ).toBe(404);
    });

    it('removes before the cutoff; a removed payment is listed as cancelled and cannot be removed again', async () => {
      const { world, payment } = await paymentScheduledForDec1(kind);
      expect(
        (await as(world.app, world.neighbour).delete(`${paymentsApi}/FuturePayment/${payment.id}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await as(world.app, world.payer).delete(`${paymentsApi}/FuturePayment/${payment.id}`)).statusCode,
      ).toBe(204);
      expect(
        errorOf(await as(world.app, world.payer).delete(`${paymentsApi}/FuturePayment/${payment.id}`)).status,
      ).toBe(409);
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
      await as(world.app, world.neighbour).put(
        `${paymentsApi}/FuturePayment/Setup/${theirs.json<FuturePaymentDto>().id}/Confirm`,
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
        (await as(world.app, world.payer).get(`${paymentsApi}/FuturePayment?scheduledDate.after=yesterday`))
          .statusCode,
      ).toBe(400);
      expect(ids(await list(world, world.neighbour))).toEqual(['2026-12-10']);
    });
  });
});
