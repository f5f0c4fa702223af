import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Config } from '../../config/config-types';
import type { Db } from '../../db/database';
import type { PaymentProcessor } from './port';
import { createSandboxProcessor, type SandboxOptions } from './sandbox/sandbox-processor';
import { createStripeProcessor } from './stripe/stripe-adapter';

type SandboxConfig = Extract<Config['paymentProcessor'], { name: 'sandbox' }>;
const generatedSecrets = new WeakMap<SandboxConfig, string>();

/**
 * The sandbox's options. Without SANDBOX_WEBHOOK_SECRET (the demo and tests only: see
 * requireSandboxWebhookSecret) a random secret no one else knows, the same for every sandbox instance of
 * this configuration: the sandbox delivers its events in-process, signed with it.
 */
export function sandboxOptionsOf(processor: SandboxConfig): SandboxOptions {
  let webhookSecret = processor.webhookSecret ?? generatedSecrets.get(processor);
  if (webhookSecret === undefined) {
    webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    generatedSecrets.set(processor, webhookSecret);
  }
  return { webhookSecret, unavailable: processor.unavailable };
}

/** The configured processor adapter (PAYMENT_PROCESSOR): the embedded sandbox, or Stripe. */
export function createProcessor(
  config: Pick<Config, 'paymentProcessor'>,
  db: Db,
  clock: Clock,
): PaymentProcessor {
  const processor = config.paymentProcessor;
  if (processor.name === 'stripe') return createStripeProcessor(processor, clock);
  return createSandboxProcessor(db, clock, sandboxOptionsOf(processor));
}
