import { billingMessages, type PaymentDto, paymentErrorCodes } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, payments } from '../../src/db/schema/payments';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { chargesFor, setupPayment as setup } from './payment-steps';
import { paymentWorld } from './payment-world';

/** One payment, charged once, however often or concurrently it is asked for (Idempotency-Key, ADR 092). */
forEachDatabase((kind) => {
  describe('one-time payments: idempotency keys, concurrent confirms and crash retries', () => {
    it('20 replays of one Idempotency-Key make one payment and return the first response', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const payment = (await setup(world, { paymentMethodId: card, amount: 10_000 })).json<PaymentDto>();
      const key = { 'idempotency-key': 'confirm-once-1' };
      const first = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      expect(first.statusCode, first.body).toBe(200);
      for (let i = 0; i < 19; i += 1) {
        const replay = await as(world.app, world.payer).put(
          `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
          {},
          { headers: key },
        );
        expect(replay.statusCode).toBe(200);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json()).toEqual(first.json());
      }
      expect(await chargesFor(world, payment.id)).toBe(1);
      const made = await world.db
        .select()
        .from(payments)
        .where(eq(payments.subLedgerId, world.payer.subLedgerId));
      expect(made.filter((row) => row.status === 'processed')).toHaveLength(1);
    });

    it('20 replays of one key on setup make one setup; the same key with another amount is 422', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const key = { 'idempotency-key': 'setup-key-1' };
      const body = { subLedgerId: world.payer.subLedgerId, paymentMethodId: card, amount: 5_000 };
      const responses = [];
      for (let i = 0; i < 20; i += 1)
        responses.push(
          await as(world.app, world.payer).post(`${paymentsApi}/Payment/Setup`, body, { headers: key }),
        );
      expect(new Set(responses.map((r) => r.json<PaymentDto>().id)).size).toBe(1);
      const rows = await world.db
        .select()
        .from(payments)
        .where(eq(payments.subLedgerId, world.payer.subLedgerId));
      expect(rows).toHaveLength(1);
      const changed = await as(world.app, world.payer).post(
        `${paymentsApi}/Payment/Setup`,
        { ...body, amount: 5_001 },
        { headers: key },
      );
      expect(errorOf(changed)).toMatchObject({
        status: 422,
        errorCode: paymentErrorCodes.idempotencyMismatch,
      });
    });

    it('50 concurrent confirms of one setup make one charge; the others are told it is no longer open', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const payment = (await setup(world, { paymentMethodId: card, amount: 10_000 })).json<PaymentDto>();
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          as(world.app, world.payer).put(
            `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
            {},
            { headers: { 'idempotency-key': `c-${i}` } },
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(errorOf(responses.find((r) => r.statusCode === 409) as (typeof responses)[number]).message).toBe(
        billingMessages.setupNotOpen,
      );
      expect(await chargesFor(world, payment.id)).toBe(1);
    });

    it('concurrent requests with one key: one runs, the others get 409 while it runs, none charges twice', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const payment = (await setup(world, { paymentMethodId: card, amount: 10_000 })).json<PaymentDto>();
      const key = { 'idempotency-key': 'same-key-concurrent' };
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          as(world.app, world.payer).put(
            `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
            {},
            { headers: key },
          ),
        ),
      );
      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      expect(responses.some((r) => r.statusCode === 200)).toBe(true);
      expect(await chargesFor(world, payment.id)).toBe(1);
    });

    it('a retry with the original key after a crash that never stored the response gets the payment, charged once', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const payment = (await setup(world, { paymentMethodId: card, amount: 10_000 })).json<PaymentDto>();
      const key = { 'idempotency-key': 'crashed-after-commit' };
      const first = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      expect(first.statusCode, first.body).toBe(200);
      // what a crash after the commit leaves: the payment is paid, its key is held with no response
      await world.db
        .update(idempotencyKeys)
        .set({ state: 'in_progress', responseStatus: null, responseBody: null })
        .where(eq(idempotencyKeys.key, key['idempotency-key']));
      const retry = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toEqual(first.json());
      const replay = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await chargesFor(world, payment.id)).toBe(1);
    });

    it('a retry with the original key after a crash while charging finishes that charge: the payment, charged once', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const payment = (await setup(world, { paymentMethodId: card, amount: 10_000 })).json<PaymentDto>();
      const key = { 'idempotency-key': 'crashed-while-charging' };
      let held: (typeof idempotencyKeys.$inferSelect)[] = [];
      // the process dies after marking the payment `charging`, before the processor is called
      const restore = world.whileCharging(async (when) => {
        if (when !== 'before') return;
        held = await world.db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, key['idempotency-key']));
        throw new Error('the process died');
      });
      const crashed = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      restore();
      expect(crashed.statusCode).toBe(500);
      // a dead process frees nothing: its key is still held, in progress, when the retry comes
      expect(held).toHaveLength(1);
      await world.db.insert(idempotencyKeys).values(held).onConflictDoNothing();
      const [charging] = await world.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(charging?.status).toBe('charging');
      expect(await chargesFor(world, payment.id)).toBe(0);

      const retry = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json<PaymentDto>()).toMatchObject({
        id: payment.id,
        status: 'processed',
        total: payment.total,
      });
      const replay = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
        { headers: key },
      );
      expect(replay.json()).toEqual(retry.json());
      expect(await chargesFor(world, payment.id)).toBe(1);
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(25_000 - 10_000);
    });
  });
});
