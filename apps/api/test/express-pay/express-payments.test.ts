import type { PaymentDto } from '@hoa/contracts/billing';
import {
  type ExpressPayPayment,
  type ExpressPaySetupDto,
  expressPayErrorCodes,
  expressPayMessages,
} from '@hoa/contracts/express-pay';
import {
  oneTimeAchAuthorizationDisclosure,
  paymentTermsDisclosure,
} from '@hoa/contracts/payment-disclosures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expressPaySetups } from '../../src/db/schema/express-pay-setups';
import { emailOutbox } from '../../src/db/schema/mail';
import { paymentMethods, payments } from '../../src/db/schema/payments';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { createCheckoutLink } from '../../src/modules/express-pay/checkout-links';
import { as, errorOf, expressPayApi, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { chargesFor } from '../payments/payment-steps';
import { type Payer, type PaymentWorld, paymentWorld } from '../payments/payment-world';

/** A payer holding a one-time e-mailed link to `owner`'s account, exchanged for an epay token. */
async function linkHolder(world: PaymentWorld, owner: Payer = world.payer) {
  const { secret } = await createCheckoutLink(world.db, {
    strategy: 'email',
    subLedgerId: owner.subLedgerId,
    recipientEmail: 'tenant@example.net',
    now: world.clock.now(),
  });
  const session = await as(world.app, null).post(`${expressPayApi}/authenticate`, {
    strategy: 'email',
    link: secret,
  });
  expect(session.statusCode, session.body).toBe(200);
  const token = session.json<{ epayToken: string }>().epayToken;
  const call = as(world.app, token);
  return {
    secret,
    call,
    async setup(body: Record<string, unknown>) {
      const response = await call.post(`${expressPayApi}/express-pay`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ExpressPaySetupDto>();
    },
    async accept(setup: ExpressPaySetupDto) {
      const response = await call.put(`${expressPayApi}/acknowledgement/${setup.id}/confirm`, {
        termsVersion: paymentTermsDisclosure.version,
        ...(setup.methodKind === 'bank'
          ? { achAuthorizationVersion: oneTimeAchAuthorizationDisclosure.version }
          : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    confirm(setup: { id: number }, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      return call.put(`${expressPayApi}/express-pay/${setup.id}/confirm`, body, { headers });
    },
  };
}

/** The payer types a card (or bank account) into the processor's own fields; nothing of it reaches us. */
async function enter(
  world: PaymentWorld,
  setup: ExpressPaySetupDto,
  method: { card?: string; bank?: string },
) {
  const details = method.card
    ? await world.processor.tokenizeCard({
        number: method.card,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        name: 'Tess Tenant',
      })
    : await world.processor.tokenizeBank({
        routingNumber: '110000000',
        accountNumber: method.bank ?? '000123456789',
        accountType: 'checking',
        holderName: 'Tess Tenant',
      });
  const outcome = await world.processor.confirmSetup({
    setupId: setup.processorSetupId,
    clientSecret: setup.clientSecret as string,
    methodId: details.id,
  });
  expect(outcome.decline).toBeNull();
}

forEachDatabase((kind) => {
  describe('express payments', () => {
    it('a payer without a login pays the balance by card once; the owner sees it and the link is spent', async () => {
      const world = await paymentWorld(kind);
      const holder = await linkHolder(world);
      const setup = await holder.setup({
        amount: 25_000,
        methodKind: 'card',
        payerEmail: 'Tess@Example.net',
      });
      // each method's fee before anything is charged: card 2.95 %, bank $1.50
      expect(setup.fees).toEqual({ amount: 25_000, processingFee: 738, largeAmountFee: 0, total: 25_738 });
      expect(setup.feesByMethod.bank).toEqual({
        amount: 25_000,
        processingFee: 150,
        largeAmountFee: 0,
        total: 25_150,
      });
      expect(setup).toMatchObject({ status: 'open', acknowledged: false, payerEmail: 'tess@example.net' });
      expect(setup.clientSecret).toBeTruthy();

      // not before the details are entered and the terms accepted
      expect(errorOf(await holder.confirm(setup))).toMatchObject({
        status: 409,
        message: expressPayMessages.acceptFirst,
      });
      await holder.accept(setup);
      expect(errorOf(await holder.confirm(setup))).toMatchObject({
        status: 422,
        message: expressPayMessages.methodNotEntered,
      });
      await enter(world, setup, { card: '4242424242424242' });

      const paid = await holder.confirm(setup, {}, { 'idempotency-key': 'tess-pays-once' });
      expect(paid.statusCode, paid.body).toBe(200);
      const payment = paid.json<ExpressPayPayment>();
      expect(payment).toMatchObject({ status: 'processed', amount: 25_000, total: 25_738 });
      expect(payment.confirmationNumber).toMatch(/^PMT-\d{8}$/);
      expect(payment.methodName).toContain('4242');
      expect(Object.keys(payment)).not.toContain('accountNumber');
      // the same key answers the same, and charges nothing more
      const again = await holder.confirm(setup, {}, { 'idempotency-key': 'tess-pays-once' });
      expect(again.json()).toEqual(payment);
      expect(await chargesFor(world, payment.id)).toBe(1);
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);

      // the receipt goes to the address the payer gave, with the account masked
      const receipts = await world.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'tess@example.net'));
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.text).toContain(payment.confirmationNumber as string);
      expect(receipts[0]?.text).toContain('•');
      expect(receipts[0]?.text).not.toContain(world.payer.email);

      // the card is no one's saved method: not in the owner's wallet
      const [method] = await world.db.select().from(paymentMethods).where(eq(paymentMethods.last4, '4242'));
      expect(method).toMatchObject({ userId: null });
      const wallet = await as(world.app, world.payer).get(`${paymentsApi}/PaymentMethod`);
      expect(wallet.json<{ paymentMethods: unknown[] }>().paymentMethods).toEqual([]);

      // the owner sees it among their payments, as an express payment
      const owners = await as(world.app, world.payer).get(
        `${paymentsApi}/Payment?subLedgerId=${world.payer.subLedgerId}`,
      );
      const listed = owners.json<{ payments: PaymentDto[] }>().payments;
      expect(listed.map((one) => [one.id, one.kind, one.status])).toEqual([
        [payment.id, 'express', 'processed'],
      ]);

      // the payer sees it through the link; the one-time link is spent
      const mine = await holder.call.get(`${expressPayApi}/payments`);
      expect(mine.json<{ payments: ExpressPayPayment[] }>().payments.map((one) => one.id)).toEqual([
        payment.id,
      ]);
      const reopen = await as(world.app, null).post(`${expressPayApi}/authenticate`, {
        strategy: 'email',
        link: holder.secret,
      });
      expect(errorOf(reopen)).toMatchObject({ status: 401, errorCode: expressPayErrorCodes.usedLink });
      const second = await holder.call.post(`${expressPayApi}/express-pay`, {
        amount: 100,
        methodKind: 'card',
      });
      expect(errorOf(second)).toMatchObject({ status: 401, errorCode: expressPayErrorCodes.usedLink });
    });

    it('a bank payment needs the one-time ACH authorization, which is kept, and is pending until it settles', async () => {
      const world = await paymentWorld(kind);
      const holder = await linkHolder(world);
      const setup = await holder.setup({ amount: 10_000, methodKind: 'bank' });
      const termsOnly = await holder.call.put(`${expressPayApi}/acknowledgement/${setup.id}/confirm`, {
        termsVersion: paymentTermsDisclosure.version,
      });
      expect(errorOf(termsOnly)).toMatchObject({ status: 409, message: expressPayMessages.versionChanged });
      await holder.accept(setup);
      await enter(world, setup, { bank: '000123456789' });
      const paid = await holder.confirm(setup);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<ExpressPayPayment>()).toMatchObject({ status: 'pending', total: 10_150 });
      const [kept] = await world.db.select().from(expressPaySetups).where(eq(expressPaySetups.id, setup.id));
      expect(kept).toMatchObject({
        status: 'confirmed',
        achAuthorizationVersion: oneTimeAchAuthorizationDisclosure.version,
        termsVersion: paymentTermsDisclosure.version,
      });
      expect(kept?.acknowledgedAt).toBeInstanceOf(Date);
      expect(kept?.acknowledgedFrom).toBeTruthy();
    });

    it('refuses bad amounts with the field named, and a declined card leaves the link open for another', async () => {
      const world = await paymentWorld(kind);
      const holder = await linkHolder(world);
      const zero = errorOf(
        await holder.call.post(`${expressPayApi}/express-pay`, { amount: 0, methodKind: 'card' }),
      );
      expect(zero.status).toBe(400);
      expect(zero.detail).toContain('amount');
      const over = errorOf(
        await holder.call.post(`${expressPayApi}/express-pay`, { amount: 1_000_001, methodKind: 'card' }),
      );
      expect(over).toMatchObject({
        status: 400,
        message: 'The most you can pay through this link is $10,000.00.',
      });
      expect(over.detail).toContain('amount');

      const setup = await holder.setup({ amount: 5_000, methodKind: 'card' });
      await holder.accept(setup);
      await enter(world, setup, { card: '4000000000000341' });
      const declinedResponse = await holder.confirm(setup);
      expect(declinedResponse.statusCode, declinedResponse.body).toBe(402);
      const declined = errorOf(declinedResponse);
      // the decline is told on the page; no e-mail to anyone
      expect(await world.db.select().from(emailOutbox)).toEqual([]);
      expect(declined.status).toBe(402);
      const [failed] = await world.db.select().from(payments).where(eq(payments.kind, 'express'));
      expect(failed?.status).toBe('failed');

      // the same setup, new card fields: a fresh client secret, and the link still works
      const fresh = await holder.call.patch(`${expressPayApi}/express-pay/${setup.id}`, {
        newMethodEntry: true,
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const restarted = fresh.json<ExpressPaySetupDto>();
      expect(restarted.clientSecret).toBeTruthy();
      expect(restarted.acknowledged).toBe(true);
      await enter(world, restarted, { card: '5555555555554444' });
      const paid = await holder.confirm(restarted);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<ExpressPayPayment>().status).toBe('processed');

      // changing the amount asks for the terms again
      const other = await linkHolder(world);
      const next = await other.setup({ amount: 1_000, methodKind: 'card' });
      await other.accept(next);
      const changed = await other.call.patch(`${expressPayApi}/express-pay/${next.id}`, { amount: 2_000 });
      expect(changed.json<ExpressPaySetupDto>()).toMatchObject({
        amount: 2_000,
        acknowledged: false,
        clientSecret: null,
      });
    });

    it('20 simultaneous confirms of one express payment charge once', async () => {
      const world = await paymentWorld(kind);
      const holder = await linkHolder(world);
      const setup = await holder.setup({ amount: 25_000, methodKind: 'card' });
      await holder.accept(setup);
      await enter(world, setup, { card: '4242424242424242' });
      const answers = await Promise.all(Array.from({ length: 20 }, () => holder.confirm(setup)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // the others are told the setup is no longer open, or, once the payment is made, that the link is spent
      const others = answers.filter((answer) => answer.statusCode !== 200).map((answer) => errorOf(answer));
      expect(
        others.filter((other) => other.status !== 409 && other.errorCode !== expressPayErrorCodes.usedLink),
      ).toEqual([]);
      const made = await world.db.select().from(payments).where(eq(payments.kind, 'express'));
      expect(made).toHaveLength(1);
      expect(await chargesFor(world, made[0]?.id ?? 0)).toBe(1);
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);
    });

    it('a link’s token reaches only its own setups and account', async () => {
      const world = await paymentWorld(kind);
      const mine = await linkHolder(world);
      const theirs = await linkHolder(world, world.neighbour);
      const setup = await theirs.setup({ amount: 1_000, methodKind: 'card' });
      expect(
        (await mine.call.patch(`${expressPayApi}/express-pay/${setup.id}`, { amount: 2_000 })).statusCode,
      ).toBe(404);
      expect((await mine.confirm(setup)).statusCode).toBe(404);
      expect(
        (
          await mine.call.put(`${expressPayApi}/acknowledgement/${setup.id}/confirm`, {
            termsVersion: paymentTermsDisclosure.version,
          })
        ).statusCode,
      ).toBe(404);
      // and a signed-in homeowner's token is no epay token
      expect(
        (
          await as(world.app, world.payer).post(`${expressPayApi}/express-pay`, {
            amount: 100,
            methodKind: 'card',
          })
        ).statusCode,
      ).toBe(401);
    });
  });
});
