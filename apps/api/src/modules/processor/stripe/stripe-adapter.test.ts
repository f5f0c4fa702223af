import { cents } from '@hoa/contracts/money';
import { describe, expect, it } from 'vitest';
import {
  bankMethod,
  cardMethod,
  charge,
  expansionsOf,
  fakeStripe,
  intent,
  now,
  unix,
} from './stripe-test-fixtures';

/** Everything here is offline: a fake fetch stands in for api.stripe.com. */

/** A charge of one cent on the fake's saved card. */
const chargeInput = {
  amount: cents(1),
  methodId: 'pm_card',
  reference: 'r',
  idempotencyKey: 'k',
  description: 'd',
};

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
    expect(await processor.charge(chargeInput)).toMatchObject({
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
    await expect(processor.charge(chargeInput)).rejects.toMatchObject({ kind: 'invalid_request' });
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
