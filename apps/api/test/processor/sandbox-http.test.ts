import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { fixedClock } from '../../src/clock';
import { createSandboxProcessor } from '../../src/modules/processor/sandbox/sandbox-processor';
import { as } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import {
  cardInput,
  cardLikeNumbersIn,
  everyTestCard,
  friday,
  loggedValues,
  sandboxTextValues,
} from './sandbox-fixtures';

const base = '/sandbox-processor';
const publishableKey = 'pk_sandbox_hoa_portal';

function tokenize(app: App, payload: unknown) {
  return as(app, null).post(`${base}/v1/tokens`, payload as object);
}

async function sandboxApp(kind: Parameters<typeof buildTestApp>[0], env: Record<string, string> = {}) {
  const clock = fixedClock(friday);
  const test = await buildTestApp(kind, { clock, env });
  const processor = createSandboxProcessor(test.database.db, clock, {
    webhookSecret: 'whsec_sandbox_development_only',
  });
  return { ...test, clock, processor };
}

/** Loads sandbox.js as a page would, with fetch answered by the app. */
async function loadScript(test: TestApp) {
  const source = (await as(test.app, null).get(`${base}/sandbox.js`)).body;
  const window: Record<string, unknown> = {};
  const fetch = async (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => {
    const response = await test.app.inject({
      method: init.method as 'POST',
      url: new URL(url).pathname,
      headers: init.headers,
      payload: init.body,
    });
    return { ok: response.statusCode < 300, json: async () => response.json() };
  };
  vm.runInNewContext(source, {
    window,
    fetch,
    document: { currentScript: { src: `http://portal.test${base}/sandbox.js` } },
  });
  return window.SandboxProcessor as {
    tokenize(request: unknown): Promise<{ paymentMethod?: { id: string }; error?: { code: string } }>;
    confirmSetup(request: unknown): Promise<{ setup?: { status: string }; error?: { code: string } }>;
  };
}

forEachDatabase((kind) => {
  describe('tokens', () => {
    it.each(everyTestCard)('tokenizes %s and answers with display details only', async (number) => {
      const { app } = await sandboxApp(kind);
      const response = await tokenize(app, { publishableKey, card: cardInput(number) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toMatchObject({ id: expect.stringMatching(/^pm_/), kind: 'card' });
      expect(body.card.last4).toBe(number.slice(-4));
      expect(cardLikeNumbersIn(response.body)).toEqual([]);
    });

    it.each([
      [{ card: { ...cardInput('4242424242424241') } }, 402, 'incorrect_number'],
      [
        { card: { ...cardInput('4242424242424242'), expMonth: 1, expYear: 2026 } },
        402,
        'invalid_expiry_year',
      ],
      [{ card: { ...cardInput('4242424242424242'), cvc: '12' } }, 402, 'invalid_cvc'],
      [{ card: { ...cardInput('4111111111111111') } }, 402, 'card_declined'],
      [{ card: { ...cardInput('4242424242424242'), expMonth: 'soon' } }, 400, 'parameter_invalid'],
      [
        {
          bank: {
            routingNumber: '110000001',
            accountNumber: '000123456789',
            accountType: 'checking',
            holderName: 'P',
          },
        },
        400,
        'routing_number_invalid',
      ],
    ])('refuses %j with %i %s', async (request, status, code) => {
      const { app } = await sandboxApp(kind);
      const response = await tokenize(app, { publishableKey, ...request });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    });

    it('tokenizes bank accounts, takes form strings for the expiry and names the field that is wrong', async () => {
      const { app } = await sandboxApp(kind);
      const bank = await tokenize(app, {
        publishableKey,
        bank: {
          routingNumber: '110000000',
          accountNumber: '000123456789',
          accountType: 'savings',
          holderName: 'P D',
        },
      });
      expect(bank.statusCode).toBe(200);
      expect(bank.json()).toMatchObject({
        kind: 'bank',
        bank: { bankName: 'Sandbox Test Bank', last4: '6789' },
      });
      const strings = await tokenize(app, {
        publishableKey,
        card: { ...cardInput('4242424242424242'), expMonth: '12', expYear: '2030' },
      });
      expect(strings.statusCode).toBe(200);
      const missing = await tokenize(app, { publishableKey, card: { number: '4242424242424242' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toContain('card.');
      expect(missing.body).not.toContain('4242424242424242');
    });

    it('refuses a wrong publishable key, unreadable JSON and unknown paths, Stripe-style', async () => {
      const { app } = await sandboxApp(kind);
      const wrongKey = await tokenize(app, {
        publishableKey: 'pk_test_x',
        card: cardInput('4242424242424242'),
      });
      expect(wrongKey.statusCode).toBe(401);
      expect(wrongKey.json().error.code).toBe('invalid_publishable_key');
      const garbled = await as(app, null).post(
        `${base}/v1/tokens`,
        '{"card": {"number": "4242424242424242"',
        { headers: { 'content-type': 'application/json' } },
      );
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json().error.code).toBe('parameter_invalid');
      const neither = await tokenize(app, { publishableKey });
      expect(neither.json().error.code).toBe('parameter_missing');
      const unknown = await as(app, null).get(`${base}/v1/charges`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: { code: 'resource_missing', message: 'Unrecognized request URL.' },
      });
    });

    it('answers 503 for the kind switched off by SANDBOX_PROCESSOR_UNAVAILABLE', async () => {
      const { app } = await sandboxApp(kind, { SANDBOX_PROCESSOR_UNAVAILABLE: 'card' });
      const response = await tokenize(app, { publishableKey, card: cardInput('4242424242424242') });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('processor_unavailable');
    });
  });

  describe('setup confirmation', () => {
    it('saves a good card and answers 402 with the setup for a declined one', async () => {
      const { app, processor } = await sandboxApp(kind);
      const setup = await processor.createSetup({
        methodKinds: ['card'],
        reference: 'owner:1',
        idempotencyKey: 'k',
      });
      const confirm = (paymentMethod: string, clientSecret = setup.clientSecret, id = setup.id) =>
        as(app, null).post(`${base}/v1/setups/${id}/confirm`, { clientSecret, paymentMethod });
      const declined = (await tokenize(app, { publishableKey, card: cardInput('4000000000000002') })).json();
      const refused = await confirm(declined.id);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        error: { code: 'card_declined', message: 'Your card was declined.' },
        setup: { id: setup.id, status: 'requires_payment_method', lastError: 'Your card was declined.' },
      });

      const good = (await tokenize(app, { publishableKey, card: cardInput('378282246310005') })).json();
      expect((await confirm(good.id, setup.clientSecret, 'seti_other')).statusCode).toBe(404);
      expect((await confirm(good.id, `${setup.id}_secret_wrong`)).statusCode).toBe(404);
      const saved = await confirm(good.id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        status: 'succeeded',
        method: { id: good.id, card: { brand: 'amex' } },
      });
      expect(await processor.retrieveSetup(setup.id)).toEqual(saved.json());
    });
  });

  describe('sandbox.js', () => {
    it('is served as a script and works like the endpoints', async () => {
      const test = await sandboxApp(kind);
      const served = await as(test.app, null).get(`${base}/sandbox.js`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('text/javascript; charset=utf-8');

      const sandbox = await loadScript(test);
      const refused = await sandbox.tokenize({ publishableKey, card: cardInput('4242424242424241') });
      expect(refused).toEqual({
        error: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
      });
      const { paymentMethod } = await sandbox.tokenize({
        publishableKey,
        card: cardInput('4242424242424242'),
      });
      const setup = await test.processor.createSetup({
        methodKinds: ['card'],
        reference: 'r',
        idempotencyKey: 'js',
      });
      const confirmed = await sandbox.confirmSetup({
        clientSecret: setup.clientSecret,
        paymentMethod: paymentMethod?.id,
      });
      expect(confirmed.setup?.status).toBe('succeeded');
    });
  });

  describe('route access and logs', () => {
    it('declares every sandbox route public and keeps them out of the API document', async () => {
      const { app } = await sandboxApp(kind);
      const routes = app.registeredRoutes.filter(
        (route) => route.url.startsWith(base) && route.method !== 'HEAD',
      );
      expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
        `GET ${base}/sandbox.js`,
        `POST ${base}/v1/setups/:id/confirm`,
        `POST ${base}/v1/tokens`,
      ]);
      expect(routes.every((route) => route.access === 'public')).toBe(true);
      const document = (await as(app, null).get('/api/openapi.json')).json() as { paths: object };
      expect(Object.keys(document.paths).filter((path) => path.startsWith(base))).toEqual([]);
    });

    it('leaves no card-number-like sequence in the logs or the tables, whatever is sent', async () => {
      const { app, logs, database } = await sandboxApp(kind, { LOG_LEVEL: 'trace' });
      for (const number of [...everyTestCard, '4111111111111111', '4242424242424241']) {
        await tokenize(app, { publishableKey, card: cardInput(number) });
        await tokenize(app, { publishableKey, card: { ...cardInput(number), cvc: 'x' } });
        await tokenize(app, { publishableKey: 'wrong', card: cardInput(number) });
        await tokenize(app, { publishableKey, card: { ...cardInput(number), extra: number } });
        await as(app, null).post(`${base}/v1/tokens`, `{"card":{"number":"${number}"`, {
          headers: { 'content-type': 'application/json' },
        });
      }
      expect(logs.length).toBeGreaterThan(50);
      expect(logs.flatMap((line) => loggedValues(line)).flatMap(cardLikeNumbersIn)).toEqual([]);
      // the check does find a number where one is logged
      expect(
        loggedValues({ msg: 'x', detail: { n: '4242424242424242' } }).flatMap(cardLikeNumbersIn),
      ).toContain('4242424242424242');
      expect((await sandboxTextValues(database)).flatMap(cardLikeNumbersIn)).toEqual([]);
    });
  });
});

it('is not served when the processor is Stripe', async () => {
  const { app } = await buildTestApp('pglite', {
    env: {
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    },
  });
  expect(app.registeredRoutes.filter((route) => route.url.startsWith(base))).toEqual([]);
  const response = await tokenize(app, { publishableKey, card: cardInput('4242424242424242') });
  expect(response.statusCode).toBe(404);
});
