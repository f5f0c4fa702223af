import Stripe from 'stripe';
import { fixedClock } from '../../../clock';
import { createStripeProcessor } from './stripe-adapter';

/** Everything here is offline: a fake fetch stands in for api.stripe.com. */

export const keys = {
  secretKey: 'sk_test_fake',
  publishableKey: 'pk_test_fake',
  webhookSecret: 'whsec_test_fake',
};
export const now = new Date('2026-11-20T10:00:00Z');
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

type Answer = { status?: number; body: unknown };
type Route = (request: Recorded) => Answer | undefined;

export function fakeStripe(routes: Record<string, Route | Answer>) {
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
export const expansionsOf = (request: Recorded | undefined) =>
  [...(request?.query ?? [])].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value);

export const cardMethod = (overrides: Record<string, unknown> = {}) => ({
  id: 'pm_card',
  object: 'payment_method',
  type: 'card',
  customer: 'cus_1',
  metadata: {},
  billing_details: { name: 'Pat Doe' },
  card: {
    brand: 'visa',
    funding: 'credit',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    fingerprint: 'Xt5EWLLDS7FJjR1c',
  },
  ...overrides,
});

export const bankMethod = (overrides: Record<string, unknown> = {}) => ({
  id: 'pm_bank',
  object: 'payment_method',
  type: 'us_bank_account',
  customer: 'cus_2',
  metadata: { bankName: 'First Community Bank', source: 'server' },
  billing_details: { name: 'Pat Doe' },
  us_bank_account: {
    bank_name: null,
    last4: '6789',
    routing_number: '110000000',
    account_type: 'checking',
    fingerprint: 'bk8xN3qP0aZ1yW2v',
  },
  ...overrides,
});

export const charge = (overrides: Record<string, unknown> = {}) => ({
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

export const intent = (overrides: Record<string, unknown> = {}) => ({
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

export const asIntent = (value: unknown) => value as Stripe.PaymentIntent;
