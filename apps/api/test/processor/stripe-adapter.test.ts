import { cents } from '@hoa/contracts/money';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { IgnoredEventError, ProcessorError, type ProcessorEvent } from '../../src/modules/processor/port';
import { createStripeProcessor } from '../../src/modules/processor/stripe/stripe-adapter';
import {
  chargeStateOf,
  methodDetailsOf,
  portEventTypeOf,
  setupStateOf,
} from '../../src/modules/processor/stripe/stripe-mapping';

/** Everything here is offline: a fake fetch stands in for api.stripe.com. */

const keys = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test_fake' };
const now = new Date('2026-11-20T10:00:00Z');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

type Answer = { status?: number; body: unknown };
type Route = (request: Recorded) => Answer | undefined;

function fakeStripe(routes: Record<string, Route | Answer>) {
  const requests: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const request: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      idempotencyKey: headers.get('idempotency-key'),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = typeof route === 'function' ? route(request) : route;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const stripe = new Stripe(keys.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetch as typeof globalThis.fetch),
    maxNetworkRetries: 0,
  });
  const clock = fixedClock(now);
  return { requests, clock, processor: createStripeProcessor(keys, clock, { stripe }) };
}

/** `expand[0]=…&expand[1]=…`, as the SDK encodes arrays. */
const expansionsOf = (request: Recorded | undefined) =>
  [...(request?.query ?? [])].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value);

const cardMethod = (overrides: Record<string, unknown> = {}) => ({
  id: 'pm_card',
  object: 'payment_method',
  type: 'card',
  customer: 'cus_1',
  metadata: {},
  billing_details: { name: 'Pat Doe' },
  card: { brand: 'visa', funding: 'credit', last4: '4242', exp_month: 12, exp_year: 2030 },
  ...overrides,
});

const bankMethod = (overrides: Record<string, unknown> = {}) => ({
  id: 'pm_bank',
  object: 'payment_method',
  type: 'us_bank_account',
  customer: 'cus_2',
  metadata: { bankName: 'First Community Bank', source: 'server' },
  billing_details: { name: 'Pat Doe' },
  us_bank_account: { bank_name: null, last4: '6789', routing_number: '110000000', account_type: 'checking' },
  ...overrides,
});

const charge = (overrides: Record<string, unknown> = {}) => ({
  id: 'ch_1',
  object: 'charge',
  created: unix(now),
  status: 'succeeded',
  refunded: false,
  failure_code: null,
  failure_message: null,
  failure_balance_transaction: null,
  payment_intent: 'pi_1',
  ...overrides,
});

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 12_345,
  created: unix(now),
  status: 'succeeded',
  payment_method: 'pm_card',
  metadata: { reference: 'payment:1' },
  last_payment_error: null,
  latest_charge: charge(),
  ...overrides,
});

const asIntent = (value: unknown) => value as Stripe.PaymentIntent;

describe('mapping Stripe objects', () => {
  it('maps cards, treating prepaid as debit, and refuses brands we do not accept', () => {
    expect(methodDetailsOf(cardMethod() as unknown as Stripe.PaymentMethod)).toEqual({
      id: 'pm_card',
      kind: 'card',
      card: { brand: 'visa', funding: 'credit', last4: '4242', expMonth: 12, expYear: 2030, name: 'Pat Doe' },
    });
    const prepaid = cardMethod({ card: { ...cardMethod().card, brand: 'amex', funding: 'prepaid' } });
    expect(methodDetailsOf(prepaid as unknown as Stripe.PaymentMethod).card).toMatchObject({
      brand: 'amex',
      funding: 'debit',
    });
    const jcb = cardMethod({ card: { ...cardMethod().card, brand: 'jcb' } });
    expect(() => methodDetailsOf(jcb as unknown as Stripe.PaymentMethod)).toThrow(ProcessorError);
  });

  it('maps bank accounts, naming the bank as entered when Stripe does not know it', () => {
    expect(methodDetailsOf(bankMethod() as unknown as Stripe.PaymentMethod)).toEqual({
      id: 'pm_bank',
      kind: 'bank',
      bank: {
        bankName: 'First Community Bank',
        accountType: 'checking',
        last4: '6789',
        routingNumber: '110000000',
        holderName: 'Pat Doe',
      },
    });
  });

  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_action', 'processing'],
    ['processing', 'processing'],
    ['canceled', 'canceled'],
  ])('maps a SetupIntent %s to %s', (stripeStatus, status) => {
    const setup = {
      id: 'seti_1',
      status: stripeStatus,
      payment_method: null,
      last_setup_error: null,
      metadata: {},
    };
    expect(setupStateOf(setup as unknown as Stripe.SetupIntent).status).toBe(status);
  });

  it('maps a succeeded SetupIntent with its method and a failed one with its error', () => {
    const succeeded = {
      id: 'seti_1',
      status: 'succeeded',
      payment_method: cardMethod(),
      metadata: { reference: 'r' },
    };
    expect(setupStateOf(succeeded as unknown as Stripe.SetupIntent)).toMatchObject({
      status: 'succeeded',
      method: { id: 'pm_card', kind: 'card' },
      lastError: null,
      metadata: { reference: 'r' },
    });
    const failed = {
      id: 'seti_2',
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { message: 'Your card was declined.' },
      metadata: null,
    };
    expect(setupStateOf(failed as unknown as Stripe.SetupIntent)).toMatchObject({
      lastError: 'Your card was declined.',
      metadata: {},
    });
  });

  it('maps PaymentIntents: succeeded, refunded, processing', () => {
    expect(chargeStateOf(asIntent(intent()))).toEqual({
      id: 'pi_1',
      status: 'succeeded',
      amount: 12_345,
      methodId: 'pm_card',
      failureCode: null,
      failureMessage: null,
      settledAt: now,
      returnedAt: null,
      metadata: { reference: 'payment:1' },
      createdAt: now,
    });
    expect(chargeStateOf(asIntent(intent({ latest_charge: charge({ refunded: true }) }))).status).toBe(
      'refunded',
    );
    expect(
      chargeStateOf(asIntent(intent({ status: 'processing', latest_charge: charge({ status: 'pending' }) }))),
    ).toMatchObject({
      status: 'processing',
      settledAt: null,
    });
  });

  it.each([
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'generic_decline'],
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ code: 'expired_card' }, 'expired_card'],
  ])('maps a declined PaymentIntent (%j) to failed with %s', (error, failureCode) => {
    const declined = intent({
      status: 'requires_payment_method',
      latest_charge: 'ch_1',
      last_payment_error: { ...error, message: 'Your card was declined.' },
    });
    expect(chargeStateOf(asIntent(declined))).toMatchObject({
      status: 'failed',
      failureCode,
      failureMessage: 'Your card was declined.',
      settledAt: null,
    });
  });

  it('maps an ACH payment reversed after settling to returned, with the NACHA code and when', () => {
    const returnedAt = new Date('2026-11-25T14:00:00Z');
    const returned = intent({
      status: 'requires_payment_method',
      payment_method: 'pm_bank',
      latest_charge: charge({
        status: 'failed',
        failure_code: 'insufficient_funds',
        failure_message: 'The account has insufficient funds.',
        failure_balance_transaction: { id: 'txn_1', created: unix(returnedAt) },
      }),
    });
    expect(chargeStateOf(asIntent(returned))).toMatchObject({
      status: 'returned',
      failureCode: 'R01',
      failureMessage: 'The account has insufficient funds.',
      returnedAt,
      methodId: 'pm_bank',
    });
  });

  it('names the events the port models and no others', () => {
    expect(portEventTypeOf('payment_intent.succeeded')).toBe('charge.succeeded');
    expect(portEventTypeOf('payment_intent.payment_failed')).toBe('charge.failed');
    expect(portEventTypeOf('setup_intent.succeeded')).toBe('setup.succeeded');
    expect(portEventTypeOf('setup_intent.setup_failed')).toBe('setup.failed');
    expect(portEventTypeOf('charge.refunded')).toBe('charge.refunded');
    expect(portEventTypeOf('customer.created')).toBeNull();
  });
});

describe('the stripe adapter over a fake API', () => {
  it('charges with the idempotency key, the reference in metadata, off-session for a saved card', async () => {
    const { processor, requests } = fakeStripe({
      'GET /v1/payment_methods/pm_card': { body: cardMethod() },
      'POST /v1/payment_intents': { body: intent() },
    });
    const state = await processor.charge({
      amount: cents(12_345),
      methodId: 'pm_card',
      reference: 'payment:1',
      idempotencyKey: 'pay-1',
      description: 'Dues',
      metadata: { ownerId: '7' },
    });
    expect(state).toMatchObject({ id: 'pi_1', status: 'succeeded' });
    const create = requests.find((request) => request.method === 'POST');
    expect(create?.idempotencyKey).toBe('pay-1');
    expect(Object.fromEntries(create?.body ?? [])).toMatchObject({
      amount: '12345',
      currency: 'usd',
      payment_method: 'pm_card',
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      customer: 'cus_1',
      off_session: 'true',
      'metadata[reference]': 'payment:1',
      'metadata[ownerId]': '7',
      description: 'Dues',
    });
    expect(create?.body.has('mandate_data[customer_acceptance][type]')).toBe(false);
  });

  it('charges a bank account our server saved with the offline authorization we keep', async () => {
    const { processor, requests } = fakeStripe({
      'GET /v1/payment_methods/pm_bank': { body: bankMethod() },
      'POST /v1/payment_intents': {
        body: intent({
          status: 'processing',
          payment_method: 'pm_bank',
          latest_charge: charge({ status: 'pending' }),
        }),
      },
    });
    const state = await processor.charge({
      amount: cents(500),
      methodId: 'pm_bank',
      reference: 'payment:2',
      idempotencyKey: 'pay-2',
      description: 'Dues',
    });
    expect(state.status).toBe('processing');
    const body = requests.find((request) => request.method === 'POST')?.body;
    expect(body?.get('allowed_payment_method_types[0]')).toBe('us_bank_account');
    expect(body?.get('mandate_data[customer_acceptance][type]')).toBe('offline');
  });

  it('answers a card decline with the failed charge, not an error', async () => {
    const declined = intent({
      status: 'requires_payment_method',
      latest_charge: 'ch_1',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Insufficient funds.',
      },
    });
    const { processor } = fakeStripe({
      'GET /v1/payment_methods/pm_card': { body: cardMethod() },
      'POST /v1/payment_intents': {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Insufficient funds.',
            payment_intent: declined,
          },
        },
      },
    });
    const input = {
      amount: cents(1),
      methodId: 'pm_card',
      reference: 'r',
      idempotencyKey: 'k',
      description: 'd',
    };
    expect(await processor.charge(input)).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
  });

  it('translates Stripe failures: reused key, unknown object, outage', async () => {
    const { processor } = fakeStripe({
      'GET /v1/payment_methods/pm_card': { body: cardMethod() },
      'POST /v1/payment_intents': {
        status: 400,
        body: {
          error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used…' },
        },
      },
      'GET /v1/payment_intents/pi_down': {
        status: 500,
        body: { error: { type: 'api_error', message: 'Something went wrong' } },
      },
    });
    const input = {
      amount: cents(1),
      methodId: 'pm_card',
      reference: 'r',
      idempotencyKey: 'k',
      description: 'd',
    };
    await expect(processor.charge(input)).rejects.toMatchObject({ kind: 'invalid_request' });
    await expect(processor.retrieveCharge('pi_missing')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(processor.retrieveCharge('pi_down')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('finds the charge for a reference with search, escaping the reference', async () => {
    const { processor, requests } = fakeStripe({
      'GET /v1/payment_intents/search': {
        body: {
          object: 'search_result',
          has_more: false,
          data: [
            intent({
              id: 'pi_old',
              created: unix(now) - 60,
              status: 'requires_payment_method',
              latest_charge: null,
            }),
            intent({ id: 'pi_new', created: unix(now) }),
          ],
        },
      },
    });
    expect((await processor.findChargeByReference("payment:1'x"))?.id).toBe('pi_new');
    expect(requests[0]?.query.get('query')).toBe("metadata['reference']:'payment:1\\'x'");
    expect(expansionsOf(requests[0])).toEqual([
      'data.latest_charge',
      'data.latest_charge.failure_balance_transaction',
    ]);
  });

  it('starts setups for a customer of their own, each call with its key', async () => {
    const { processor, requests } = fakeStripe({
      'POST /v1/customers': { body: { id: 'cus_9', object: 'customer' } },
      'POST /v1/setup_intents': {
        body: {
          id: 'seti_9',
          object: 'setup_intent',
          client_secret: 'seti_9_secret_x',
          status: 'requires_payment_method',
        },
      },
    });
    expect(
      await processor.createSetup({
        methodKinds: ['card', 'bank'],
        reference: 'owner:7',
        idempotencyKey: 'setup-7',
      }),
    ).toEqual({ id: 'seti_9', clientSecret: 'seti_9_secret_x' });
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['setup-7:customer', 'setup-7']);
    expect(Object.fromEntries(requests[1]?.body ?? [])).toMatchObject({
      customer: 'cus_9',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
      'metadata[reference]': 'owner:7',
    });
  });

  it('refunds with the idempotency key and answers with the charge as it is', async () => {
    const { processor, requests } = fakeStripe({
      'POST /v1/refunds': { body: { id: 're_1', object: 'refund' } },
      'GET /v1/payment_intents/pi_1': { body: intent({ latest_charge: charge({ refunded: true }) }) },
    });
    const state = await processor.refund({
      chargeId: 'pi_1',
      amount: cents(12_345),
      idempotencyKey: 'refund-1',
    });
    expect(state.status).toBe('refunded');
    expect(requests[0]?.idempotencyKey).toBe('refund-1');
    expect(Object.fromEntries(requests[0]?.body ?? [])).toEqual({ payment_intent: 'pi_1', amount: '12345' });
  });

  it('gives the browser only the publishable key', () => {
    const { processor } = fakeStripe({});
    expect(processor.browserConfig()).toEqual({ processor: 'stripe', publishableKey: 'pk_test_fake' });
  });
});

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
