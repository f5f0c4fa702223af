import { isValidCardNumber, luhnValid } from '@hoa/contracts/bank-card';
import { billingMessages, type PaymentDto, paymentErrorCodes } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, processorEvents } from '../../src/db/schema/payments';
import { subLedgerBalance } from '../../src/modules/books/balances';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { setupPayment } from './payment-steps';
import { type PaymentWorld, paymentWorld } from './payment-world';

const testCards = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '6011111111111117',
  '378282246310005',
  '4000000000000341',
];

/**
 * Every 13–19 digit run in the text that passes the Luhn check and is a card number of a brand we
 * accept (its prefix and length). The brand check keeps out epoch-millisecond timestamps (drizzle's
 * migration table, log times), one in ten of which passes Luhn by chance.
 */
function cardNumbersIn(text: string): string[] {
  // not the fraction of a decimal number: a log's `responseTime: 12.5501509999994596` is no card number
  return [...text.matchAll(/(?<!\d|\d\.)\d{13,19}(?!\d)/g)]
    .map((m) => m[0])
    .filter((digits) => luhnValid(digits) && isValidCardNumber(digits));
}

/** Every text and JSON value of every table of ours, as one string. */
async function everythingStored(world: PaymentWorld): Promise<string> {
  const tables = await world.test.database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    [],
  );
  const names = (tables.rows as { table_name: string }[]).map((row) => row.table_name);
  const parts: string[] = [];
  for (const name of names) {
    const rows = await world.test.database.executeSql(
      `select row_to_json(t)::text as json from "${name}" t`,
      [],
    );
    for (const row of rows.rows as { json: string }[]) parts.push(row.json);
  }
  return parts.join('\n');
}

/** The browser's path: the card goes to the sandbox's tokenization endpoint, never to our API. */
async function tokenizeInBrowser(world: PaymentWorld, number: string): Promise<string> {
  const response = await as(world.app, null).post('/sandbox-processor/v1/tokens', {
    publishableKey: world.processor.browserConfig().publishableKey,
    card: {
      number,
      expMonth: 12,
      expYear: 2031,
      cvc: number.length === 15 ? '1234' : '123',
      name: 'Pat Payer',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

forEachDatabase((kind) => {
  describe('payment safety', () => {
    it('after saving and paying with every test card, no card number is in our database or our logs', async () => {
      const world = await paymentWorld(kind);
      for (const number of testCards) {
        const setup = (
          await as(world.app, world.payer).post(`${paymentsApi}/PaymentMethod/Setup`, { methodKind: 'card' })
        ).json<{ setupId: number; clientSecret: string; processorSetupId: string }>();
        const methodToken = await tokenizeInBrowser(world, number);
        const confirmed = await as(world.app, null).post(
          `/sandbox-processor/v1/setups/${setup.processorSetupId}/confirm`,
          { clientSecret: setup.clientSecret, paymentMethod: methodToken },
        );
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        const saved = await as(world.app, world.payer).put(
          `${paymentsApi}/PaymentMethod/Setup/${setup.setupId}/Confirm`,
        );
        expect(saved.statusCode, saved.body).toBe(200);
        const method = saved.json<{ id: number; last4: string }>();
        expect(method.last4).toBe(number.slice(-4));
        const payment = (
          await setupPayment(world, {
            paymentMethodId: method.id,
            amount: 1_000,
          })
        ).json<PaymentDto>();
        await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${payment.id}/Confirm`, {
          acknowledgeDuplicate: true,
        });
      }
      const stored = await everythingStored(world);
      expect(stored).toContain('4242');
      expect(cardNumbersIn(stored)).toEqual([]);
      const logs = JSON.stringify(world.test.logs);
      expect(cardNumbersIn(logs)).toEqual([]);
      for (const number of testCards) {
        expect(stored).not.toContain(number);
        expect(logs).not.toContain(number);
      }
      // the test itself must be able to see a number if one were there
      expect(cardNumbersIn(`x ${testCards[0]} y`)).toEqual([testCards[0]]);
    });

    it('a declined charge keeps the setup so another method can be chosen', async () => {
      const world = await paymentWorld(kind);
      const failing = await world.saveCard(world.payer, '4000000000000341');
      const good = await world.saveCard(world.payer);
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
      expect(errorOf(declined)).toMatchObject({
        status: 402,
        errorCode: paymentErrorCodes.declined,
        message: 'Your card was declined.',
      });
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(25_000);
      await as(world.app, world.payer).patch(`${paymentsApi}/Payment/Setup/${payment.id}`, {
        paymentMethodId: good,
      });
      const paid = await as(world.app, world.payer).put(
        `${paymentsApi}/Payment/Setup/${payment.id}/Confirm`,
        {},
      );
      expect(paid.json<PaymentDto>()).toMatchObject({ status: 'processed' });
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(0);
    });

    it('an outage of one kind says so in the words for that kind and charges nothing', async () => {
      const world = await paymentWorld(kind);
      const card = await world.saveCard(world.payer);
      const bank = await world.saveBank(world.payer);
      world.processor.setUnavailable(['card']);
      const setup = await as(world.app, world.payer).post(`${paymentsApi}/PaymentMethod/Setup`, {
        methodKind: 'card',
      });
      expect(errorOf(setup)).toMatchObject({
        status: 503,
        errorCode: paymentErrorCodes.methodUnavailableCard,
        message: billingMessages.methodUnavailable.card,
      });
      const byBank = (
        await setupPayment(world, {
          paymentMethodId: bank,
          amount: 1_000,
        })
      ).json<PaymentDto>();
      expect(
        (await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${byBank.id}/Confirm`, {}))
          .statusCode,
      ).toBe(200);
      world.processor.setUnavailable(['bank']);
      expect(
        errorOf(
          await as(world.app, world.payer).post(`${paymentsApi}/PaymentMethod/Setup`, { methodKind: 'bank' }),
        ),
      ).toMatchObject({
        status: 503,
        message: billingMessages.methodUnavailable.bank,
      });
      world.processor.setUnavailable([]);
      expect(card).toBeGreaterThan(0);
    });

    it('webhooks: a bad signature is refused; a verified event applies once; replays and late events change nothing', async () => {
      const world = await paymentWorld(kind);
      const bank = await world.saveBank(world.payer, '000111111113');
      const payment = (
        await setupPayment(world, {
          paymentMethodId: bank,
          amount: 25_000,
        })
      ).json<PaymentDto>();
      await as(world.app, world.payer).put(`${paymentsApi}/Payment/Setup/${payment.id}/Confirm`, {});
      const delivered: { body: Buffer; signature: string }[] = [];
      world.clock.set(new Date('2026-12-10T18:00:00Z'));
      await world.processor.deliverDueEvents(world.clock.now(), async (body, signature) => {
        delivered.push({ body, signature });
      });
      expect(delivered.length).toBeGreaterThan(0);
      const post = (body: Buffer, signature: string) =>
        as(world.app, null).post('/svc/payments/api/Webhooks/sandbox', body, {
          headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
        });
      const first = delivered[0] as { body: Buffer; signature: string };
      const tampered = Buffer.from(first.body.toString().replace('"type"', '"type" '));
      expect((await post(tampered, first.signature)).statusCode).toBe(400);
      expect((await post(first.body, 't=1,v1=deadbeef')).statusCode).toBe(400);
      // newest first, then again in order, then all again: the same end state
      for (const event of [...delivered].reverse())
        expect((await post(event.body, event.signature)).statusCode).toBe(200);
      for (const event of [...delivered, ...delivered]) {
        const replay = await post(event.body, event.signature);
        expect(replay.json<{ outcome: string }>().outcome).toBe('duplicate');
      }
      const [row] = await world.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row?.status).toBe('returned');
      expect(await subLedgerBalance(world.db, world.payer.subLedgerId)).toBe(25_000);
      const seen = await world.db.select().from(processorEvents);
      expect(seen).toHaveLength(delivered.length);
    });
  });
});
