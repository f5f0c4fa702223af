import { type PaymentDto, paymentErrorCodes } from '@hoa/contracts/billing';
import { and, eq, isNull, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema/payments';
import { sandboxCharges } from '../../src/db/schema/sandbox-processor';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { setupPayment } from './payment-steps';
import { type PaymentWorld, paymentWorld, type SignedEvent } from './payment-world';

/** Captured (not declined) sandbox charges for a payment, whatever the attempt. */
async function capturedCharges(world: PaymentWorld, paymentId: number) {
  return world.db
    .select({ id: sandboxCharges.id, reference: sandboxCharges.reference })
    .from(sandboxCharges)
    .where(and(like(sandboxCharges.reference, `payment:${paymentId}:%`), isNull(sandboxCharges.failureCode)));
}

forEachDatabase((kind) => {
  describe('charge results and events apply only to the attempt they belong to', () => {
    it("attempt 1's late charge.failed, arriving while attempt 2 charges a good card, changes nothing", async () => {
      const world = await paymentWorld(kind);
      const failing = await world.saveCard(world.payer, '4000000000000341');
      const good = await world.saveCard(world.payer);
      await world.takeEvents(); // the setup events of saving the cards
      const payment = (
        await setupPayment(world, {
          paymentMethodId: failing,
          amount: 25_000,
        })
      ).json<PaymentDto>();
      const declined = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      expect(errorOf(declined)).toMatchObject({ status: 402, errorCode: paymentErrorCodes.declined });
      // the processor's charge.failed for attempt 1 is held back (delayed delivery)
      const late: SignedEvent[] = await world.takeEvents();
      expect(late.map((event) => event.type)).toEqual(['charge.failed']);

      const changed = await as(world.app, world.payer).patch(`${paymentsApi}/Payment/Setup/${payment.id}`, {
        paymentMethodId: good,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      let delivered = 0;
      // delivered just before attempt 2's charge is made: the payment is `charging`
      const restore = world.whileCharging(async () => {
        for (const event of late.splice(0)) {
          await world.postEvent(event);
          delivered += 1;
        }
      });
      const paid = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      restore();
      expect(delivered).toBe(1);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<PaymentDto>()).toMatchObject({ id: payment.id, status: 'processed' });
      const [row] = await world.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ status: 'processed', failureMessage: null, attempt: 2 });
      expect(await capturedCharges(world, payment.id)).toEqual([
        { id: row?.processorChargeId, reference: `payment:${payment.id}:2` },
      ]);
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);

      // attempt 2's own charge.succeeded, and attempt 1's charge.failed again, later still: no change
      for (const event of await world.takeEvents()) await world.postEvent(event);
      const retry = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      expect(retry.statusCode).toBe(409);
      const [after] = await world.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after).toMatchObject({ status: 'processed', attempt: 2 });
      expect(await capturedCharges(world, payment.id)).toHaveLength(1);
    });

    it("attempt 1's late charge.failed delivered after attempt 2's charge is made, before it is recorded", async () => {
      const world = await paymentWorld(kind);
      const failing = await world.saveCard(world.payer, '4000000000000341');
      const good = await world.saveCard(world.payer);
      await world.takeEvents();
      const payment = (
        await setupPayment(world, {
          paymentMethodId: failing,
          amount: 25_000,
        })
      ).json<PaymentDto>();
      await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${payment.id}/Confirm`, {});
      const late = await world.takeEvents();
      await as(world.app, world.payer).patch(`${paymentsApi}/Payment/Setup/${payment.id}`, {
        paymentMethodId: good,
      });
      const restore = world.whileCharging(async (when) => {
        if (when !== 'after') return;
        // attempt 2's charge.succeeded is due too by now: the old failure first, then the new success
        for (const event of [...late.splice(0), ...(await world.takeEvents())]) await world.postEvent(event);
      });
      const paid = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      restore();
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<PaymentDto>().status).toBe('processed');
      expect(await capturedCharges(world, payment.id)).toHaveLength(1);
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);
    });
  });
});
