import { billingMessages, type PaymentDto, paymentErrorCodes } from '@hoa/contracts/billing';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, subLedgers } from '../../src/db/schema/books';
import { payments } from '../../src/db/schema/payments';
import { properties } from '../../src/db/schema/properties';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { reconcilePayments } from '../../src/modules/payments/reconcile-payments';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { chargesFor, setupPayment as setup } from './payment-steps';
import { paymentWorld } from './payment-world';

forEachDatabase((kind) => {
  describe('one-time payments', () => {
    it('sets up with the fees, confirms once through the processor, and posts fee and payment entries', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const created = await setup(world, { paymentMethodId: card, amount: 25_000, notes: 'November' });
      expect(created.statusCode, created.body).toBe(201);
      const payment = created.json<PaymentDto>();
      // 2.95 % of $250.00 = 737.5 cents → 738 (half-up)
      expect(payment).toMatchObject({
        status: 'setup',
        amount: 25_000,
        processingFee: 738,
        largeAmountFee: 0,
        total: 25_738,
        paymentDate: '2026-11-20',
        duplicateWarning: null,
        cancellable: true,
      });
      const confirmed = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<PaymentDto>()).toMatchObject({
        status: 'processed',
        total: 25_738,
        cancellable: false,
      });
      expect(confirmed.json<PaymentDto>().confirmationNumber).toMatch(/^PMT-\d{8}$/);
      expect(await chargesFor(world, payment.id)).toBe(1);
      // owed 250.00 + fee 7.38 − paid 257.38
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);
      const entries = await world.db
        .select({ kind: journalEntries.kind })
        .from(journalEntries)
        .where(eq(journalEntries.paymentId, payment.id));
      expect(entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'processing_fee', 'settlement']);
      const listed = await as(world.app, world.payer).get(
        `${paymentsApi}/Payment?subLedgerId=${world.payer.subLedgerId}`,
      );
      expect(listed.json<{ payments: PaymentDto[] }>().payments.map((p) => p.id)).toEqual([payment.id]);
    });

    it('adds the large-amount fee above $2,000.00 only', async () => {
      const world = await paymentWorld(kind);
      const bank = await world.saveBank(world.payer);
      const at = (await setup(world, { paymentMethodId: bank, amount: 200_000 })).json<PaymentDto>();
      const over = (await setup(world, { paymentMethodId: bank, amount: 200_001 })).json<PaymentDto>();
      expect(at).toMatchObject({ processingFee: 150, largeAmountFee: 0, total: 200_150 });
      expect(over).toMatchObject({ processingFee: 150, largeAmountFee: 2_000, total: 202_151 });
    });

    it('refuses bad amounts, foreign or unknown accounts and methods, and a confirm without a setup', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const theirCard = await world.saveCard(world.neighbour);
      for (const [amount, message] of [
        [-100, billingMessages.amountPositive],
        [0, billingMessages.amountPositive],
        [10.5, billingMessages.amountWholeCents],
        [1e12, billingMessages.amountTooLarge],
      ] as const) {
        const response = await setup(world, { paymentMethodId: card, amount });
        expect(response.statusCode, `${amount}`).toBe(400);
        expect(response.body).toContain(message);
      }
      expect(errorOf(await setup(world, { paymentMethodId: card, amount: '100' })).status).toBe(400);
      const foreignAccount = await as(world.app, world.payer).post(`${paymentsApi}/Payment/Setup`, {
        subLedgerId: world.neighbour.subLedgerId,
        paymentMethodId: card,
        amount: 100,
      });
      expect(errorOf(foreignAccount).status).toBe(404);
      expect(
        errorOf(
          await as(world.app, world.payer).post(`${paymentsApi}/Payment/Setup`, {
            subLedgerId: 999_999,
            paymentMethodId: card,
            amount: 100,
          }),
        ).status,
      ).toBe(404);
      expect(errorOf(await setup(world, { paymentMethodId: theirCard, amount: 100 })).status).toBe(404);
      expect(errorOf(await setup(world, { paymentMethodId: 999_999, amount: 100 })).status).toBe(404);
      const noSetup = await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/999999/Confirm`, {});
      expect(errorOf(noSetup)).toMatchObject({ status: 404, message: billingMessages.noSetup });
      // another homeowner cannot see, change or confirm my setup
      const mine = (await setup(world, { paymentMethodId: card, amount: 100 })).json<PaymentDto>();
      expect(
        errorOf(
          await as(world.app, world.neighbour).put(`${paymentsApi}/Payment/Setup/${mine.id}/Confirm`, {}),
        ).status,
      ).toBe(404);
      expect(
        errorOf(await as(world.app, world.neighbour).delete(`${paymentsApi}/Payment/Setup/${mine.id}`))
          .status,
      ).toBe(404);
    });

    it('a second confirm is refused; a payment made today cannot be cancelled; a setup can be changed and cancelled', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const bank = await world.saveBank(world.payer);
      const payment = (await setup(world, { paymentMethodId: card, amount: 10_000 })).json<PaymentDto>();
      const changed = await as(world.app, world.payer).patch(`${paymentsApi}/Payment/Setup/${payment.id}`, {
        paymentMethodId: bank,
        amount: 12_345,
        notes: 'changed',
      });
      expect(changed.json<PaymentDto>()).toMatchObject({
        amount: 12_345,
        processingFee: 150,
        total: 12_495,
        notes: 'changed',
      });
      expect(
        (await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${payment.id}/Confirm`, {}))
          .statusCode,
      ).toBe(200);
      const again = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      expect(errorOf(again)).toMatchObject({ status: 409, errorCode: paymentErrorCodes.setupNotOpen });
      const cancel = await as(world.app, world.payer).delete(`${paymentsApi}/Payment/Setup/${payment.id}`);
      expect(errorOf(cancel)).toMatchObject({ status: 409, message: billingMessages.cannotCancelToday });
      const other = (await setup(world, { paymentMethodId: card, amount: 500 })).json<PaymentDto>();
      expect(
        (await as(world.app, world.payer).delete(`${paymentsApi}/Payment/Setup/${other.id}`)).statusCode,
      ).toBe(204);
      expect(
        errorOf(await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${other.id}/Confirm`, {}))
          .status,
      ).toBe(409);
    });

    it('refuses blocked ledgers and accounts with payments turned off', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: true })
        .where(eq(subLedgers.id, world.payer.subLedgerId));
      const blocked = await setup(world, { paymentMethodId: card, amount: 100 });
      expect(errorOf(blocked)).toMatchObject({
        status: 403,
        errorCode: paymentErrorCodes.blocked,
        message: billingMessages.blocked,
        detail: billingMessages.blockedTitle,
      });
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: false })
        .where(eq(subLedgers.id, world.payer.subLedgerId));
      const open = (await setup(world, { paymentMethodId: card, amount: 100 })).json<PaymentDto>();
      await world.db
        .update(properties)
        .set({ paymentsDisabled: true })
        .where(eq(properties.id, world.payer.propertyId));
      const disabled = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${open.id}/Confirm`,
        {},
      );
      expect(errorOf(disabled)).toMatchObject({ status: 403, errorCode: paymentErrorCodes.disabled });
      expect(await chargesFor(world, open.id)).toBe(0);
    });

    it('warns of a duplicate within 12 hours and needs the user to continue', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const first = (await setup(world, { paymentMethodId: card, amount: 1_000 })).json<PaymentDto>();
      const firstConfirmed = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${first.id}/Confirm`,
        {},
      );
      expect(firstConfirmed.statusCode, firstConfirmed.body).toBe(200);
      world.clock.set(new Date(world.clock.now().getTime() + 2 * 3_600_000));
      const second = (await setup(world, { paymentMethodId: card, amount: 1_000 })).json<PaymentDto>();
      expect(second.duplicateWarning?.message).toBe(billingMessages.duplicateWarning);
      expect(second.duplicateWarning?.payments.map((p) => p.id)).toEqual([first.id]);
      const refused = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${second.id}/Confirm`,
        {},
      );
      expect(errorOf(refused)).toMatchObject({ status: 409, errorCode: 'DUPLICATE_PAYMENT' });
      const continued = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${second.id}/Confirm`,
        {
          acknowledgeDuplicate: true,
        },
      );
      expect(continued.statusCode, continued.body).toBe(200);
      // 13 hours after the first (next day in New York): no warning
      world.clock.set(new Date('2026-11-21T16:00:00Z'));
      const later = (await setup(world, { paymentMethodId: card, amount: 1_000 })).json<PaymentDto>();
      expect(later.duplicateWarning).toBeNull();
    });

    it('50 setups of one amount confirmed at once without acknowledging: one charge, 49 duplicate warnings', {
      timeout: 180_000,
    }, async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const ids: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const response = await setup(world, { paymentMethodId: card, amount: 1_000 });
        expect(response.statusCode, response.body).toBe(201);
        ids.push(response.json<PaymentDto>().id);
      }
      const responses = await Promise.all(
        ids.map((id) => as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${id}/Confirm`, {})),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = responses.filter((r) => r.statusCode !== 200);
      expect(refused).toHaveLength(49);
      for (const response of refused) {
        expect(errorOf(response)).toMatchObject({
          status: 409,
          errorCode: 'DUPLICATE_PAYMENT',
          message: billingMessages.duplicateWarning,
        });
      }
      let charges = 0;
      for (const id of ids) charges += await chargesFor(world, id);
      expect(charges).toBe(1);
      const rows = await world.db
        .select()
        .from(payments)
        .where(eq(payments.subLedgerId, world.payer.subLedgerId));
      expect(rows.filter((row) => row.status === 'processed')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'setup')).toHaveLength(49);
    });

    it('a bank payment is pending until it settles 2–4 business days later; a return reverses it', async () => {
      const world = await paymentWorld(kind);
      const good = await world.saveBank(world.payer);
      const returning = await world.saveBank(world.neighbour, '000111111113');
      const paid = (await setup(world, { paymentMethodId: good, amount: 25_000 })).json<PaymentDto>();
      const confirmed = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${paid.id}/Confirm`,
        {},
      );
      expect(confirmed.json<PaymentDto>().status).toBe('pending');
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);
      const theirs = (
        await as(world.app, world.neighbour).post(`${paymentsApi}/Payment/Setup`, {
          subLedgerId: world.neighbour.subLedgerId,
          paymentMethodId: returning,
          amount: 25_000,
        })
      ).json<PaymentDto>();
      await as(world.app, world.neighbour).put(`${paymentsApi}/Payment/Setup/${theirs.id}/Confirm`, {});
      expect(await subLedgerBalance(world.db, world.neighbour.subLedgerId)).toBe(0);
      // one business day later nothing has settled
      world.clock.set(new Date('2026-11-23T18:00:00Z'));
      await reconcilePayments(world.app.paymentsDeps, { olderThanMs: 0 });
      const [early] = await world.db.select().from(payments).where(eq(payments.id, paid.id));
      expect(early?.status).toBe('pending');
      // two weeks later both settled and the returning one came back R01
      world.clock.set(new Date('2026-12-07T18:00:00Z'));
      await reconcilePayments(world.app.paymentsDeps, { olderThanMs: 0 });
      await reconcilePayments(world.app.paymentsDeps, { olderThanMs: 0 });
      const rows = await world.db
        .select()
        .from(payments)
        .where(and(eq(payments.kind, 'one_time')));
      expect(rows.find((row) => row.id === paid.id)?.status).toBe('processed');
      expect(rows.find((row) => row.id === theirs.id)).toMatchObject({
        status: 'returned',
        failureMessage: 'Returned (R01)',
      });
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);
      // the return reverses the fee, the payment and the settlement: they owe the assessment again
      expect(await subLedgerBalance(world.db, world.neighbour.subLedgerId)).toBe(25_000);
      const reversals = await world.db
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(like(journalEntries.sourceKey, `reversal:payment:${theirs.id}%`));
      // it was returned before our books saw it settle: the fee and the payment are reversed
      expect(reversals).toHaveLength(2);
    });
  });
});
