import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { IgnoredEventError, type ProcessorEvent } from '../port';
import { chargeStateOf } from './stripe-mapping';
import {
  asIntent,
  cardMethod,
  charge,
  expansionsOf,
  fakeStripe,
  intent,
  keys,
  now,
  unix,
} from './stripe-test-fixtures';

/** Everything here is offline: a fake fetch stands in for api.stripe.com. */

describe('stripe webhooks', () => {
  const event = (type: string, object: unknown, id = 'evt_1', created = unix(now)) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      created,
      data: { object },
      api_version: '2026-10-28.endive',
    });

  const signed = (payload: string, timestamp = unix(now), secret = keys.webhookSecret) => ({
    rawBody: Buffer.from(payload),
    header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  });

  const returnedIntent = intent({
    status: 'requires_payment_method',
    payment_method: 'pm_bank',
    latest_charge: charge({
      status: 'failed',
      failure_code: 'insufficient_funds',
      failure_balance_transaction: { id: 'txn_1', created: unix(now) },
    }),
  });

  it('verifies a signed event and carries the object as Stripe has it now', async () => {
    const { processor } = fakeStripe({ 'GET /v1/payment_intents/pi_1': { body: intent() } });
    const { rawBody, header } = signed(event('payment_intent.succeeded', intent({ status: 'processing' })));
    const verified = await processor.verifyWebhook(rawBody, header);
    expect(verified).toMatchObject({
      id: 'evt_1',
      type: 'charge.succeeded',
      created: now,
      charge: { status: 'succeeded' },
    });
  });

  it.each([
    ['another secret', () => signed(event('payment_intent.succeeded', intent()), unix(now), 'whsec_other')],
    ['an expired timestamp', () => signed(event('payment_intent.succeeded', intent()), unix(now) - 301)],
    [
      'a tampered body',
      () => {
        const original = signed(event('payment_intent.succeeded', intent()));
        return { ...original, rawBody: Buffer.from(original.rawBody.toString().replace('12345', '1')) };
      },
    ],
    [
      'no header',
      () => ({ rawBody: Buffer.from(event('payment_intent.succeeded', intent())), header: undefined }),
    ],
  ])('refuses %s', async (_, delivery) => {
    const { processor } = fakeStripe({ 'GET /v1/payment_intents/pi_1': { body: intent() } });
    const { rawBody, header } = delivery();
    await expect(processor.verifyWebhook(rawBody, header)).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('tells a genuine event of another type apart, so it can be acknowledged and dropped', async () => {
    const { processor } = fakeStripe({});
    const { rawBody, header } = signed(event('customer.created', { id: 'cus_1', object: 'customer' }));
    await expect(processor.verifyWebhook(rawBody, header)).rejects.toBeInstanceOf(IgnoredEventError);
  });

  it('reports a failure after settling as a return, and reordered or repeated events tell the same end state', async () => {
    const { processor } = fakeStripe({ 'GET /v1/payment_intents/pi_1': { body: returnedIntent } });
    const settled = signed(event('payment_intent.succeeded', intent(), 'evt_settled'));
    const failed = signed(event('payment_intent.payment_failed', returnedIntent, 'evt_failed'));
    const chargeFailed = signed(event('charge.failed', charge({ status: 'failed' }), 'evt_charge_failed'));
    const received: ProcessorEvent[] = [];
    for (const delivery of [failed, settled, settled, chargeFailed]) {
      received.push(await processor.verifyWebhook(delivery.rawBody, delivery.header));
    }
    expect(received.map((e) => [e.id, e.type])).toEqual([
      ['evt_failed', 'charge.returned'],
      ['evt_settled', 'charge.succeeded'],
      ['evt_settled', 'charge.succeeded'],
      ['evt_charge_failed', 'charge.returned'],
    ]);
    const final = chargeStateOf(asIntent(returnedIntent));
    for (const e of received) expect(e.charge).toEqual(final);
  });

  it('maps setup events with the setup as it is now', async () => {
    const setup = {
      id: 'seti_1',
      object: 'setup_intent',
      status: 'succeeded',
      payment_method: cardMethod(),
      metadata: {},
    };
    const { processor, requests } = fakeStripe({ 'GET /v1/setup_intents/seti_1': { body: setup } });
    const { rawBody, header } = signed(
      event('setup_intent.succeeded', { ...setup, payment_method: 'pm_card' }),
    );
    expect(await processor.verifyWebhook(rawBody, header)).toMatchObject({
      type: 'setup.succeeded',
      setup: { status: 'succeeded', method: { id: 'pm_card' } },
    });
    expect(expansionsOf(requests[0])).toEqual(['payment_method']);
  });
});
