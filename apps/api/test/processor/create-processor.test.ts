import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { loadConfig } from '../../src/config/load-config';
import { createProcessor, sandboxOptionsOf } from '../../src/modules/processor/create-processor';
import { createTestDatabase } from '../helper';

it('makes the sandbox by default and Stripe when configured', async () => {
  const database = await createTestDatabase('pglite');
  const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
  const sandbox = createProcessor(loadConfig({}), database.db, clock);
  expect(sandbox.name).toBe('sandbox');
  expect(sandbox.browserConfig()).toEqual({
    processor: 'sandbox',
    publishableKey: 'pk_sandbox_hoa_portal',
    sandboxBaseUrl: '/sandbox-processor',
  });

  const stripe = createProcessor(
    loadConfig({
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }),
    database.db,
    clock,
  );
  expect(stripe.name).toBe('stripe');
  expect(stripe.browserConfig()).toEqual({ processor: 'stripe', publishableKey: 'pk_test_x' });
});

it('switches a sandbox kind off from the configuration', async () => {
  const database = await createTestDatabase('pglite');
  const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
  const processor = createProcessor(
    loadConfig({ SANDBOX_PROCESSOR_UNAVAILABLE: 'bank' }),
    database.db,
    clock,
  );
  await expect(
    processor.createBankMethod({
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'checking',
      bankName: 'Bank',
      holderName: 'Pat',
      idempotencyKey: 'k',
    }),
  ).rejects.toMatchObject({ kind: 'unavailable' });
  await expect(
    processor.createSetup({ methodKinds: ['card'], reference: 'r', idempotencyKey: 'k' }),
  ).resolves.toMatchObject({ id: expect.stringMatching(/^seti_/) });
});

it('accepts no webhook signed with the old published secret when none is configured', async () => {
  const database = await createTestDatabase('pglite');
  const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
  const config = loadConfig({});
  const processor = createProcessor(config, database.db, clock);
  const rawBody = Buffer.from(
    '{"id":"evt_1","object":"event","type":"charge.succeeded","created":1,"data":{"object":{"id":"ch_1"}}}',
  );
  const t = Math.floor(clock.now().getTime() / 1000);
  const signed = (secret: string) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex')}`;
  await expect(
    processor.verifyWebhook(rawBody, signed('whsec_sandbox_development_only')),
  ).rejects.toMatchObject({ kind: 'invalid_request', message: expect.stringMatching(/signature/i) });
  // the sandbox's own deliveries still verify: every instance of one configuration shares the secret
  if (config.paymentProcessor.name !== 'sandbox') throw new Error('expected the sandbox');
  const secret = sandboxOptionsOf(config.paymentProcessor).webhookSecret;
  expect(secret).toBe(sandboxOptionsOf(config.paymentProcessor).webhookSecret);
  expect(secret).not.toBe('whsec_sandbox_development_only');
  await expect(processor.verifyWebhook(rawBody, signed(secret))).rejects.toMatchObject({
    message: expect.stringMatching(/unknown object/),
  });
});
