import { z } from 'zod';
import type { Config, PaymentProcessorConfig } from './config-types';
import { ConfigError } from './env-values';

/** The former default: anyone who read the source could sign a sandbox webhook with it. */
const publishedSandboxSecret = 'whsec_sandbox_development_only';

/** Which payment processor adapter runs, with its keys (ADR 050). */
export const paymentProcessorEnv = z.object({
  PAYMENT_PROCESSOR: z
    .enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' })
    .default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, {
      message: 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
    })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, { message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: 'must be at least 16 characters' })
    .refine((value) => value !== publishedSandboxSecret, {
      message: 'must not be the development value published in the source code',
    })
    .optional(),
  SANDBOX_PROCESSOR_UNAVAILABLE: z
    .string()
    .regex(/^(card|bank)(,(card|bank))*$/, { message: "must be 'card', 'bank' or 'card,bank'" })
    .optional(),
});

/** The processor's configuration; Stripe needs all three of its keys, of one mode (test or live). */
export function paymentProcessorOf(e: z.infer<typeof paymentProcessorEnv>): PaymentProcessorConfig {
  if (e.PAYMENT_PROCESSOR === 'sandbox') {
    const unavailable = e.SANDBOX_PROCESSOR_UNAVAILABLE?.split(',') as ('card' | 'bank')[] | undefined;
    return {
      name: 'sandbox',
      webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
      unavailable: [...new Set(unavailable)],
    };
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = e;
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = (
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
    ).filter((key) => !e[key]);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set when PAYMENT_PROCESSOR is stripe`,
    );
  }
  const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (modeOf(secretKey) !== modeOf(publishableKey)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    );
  }
  return { name: 'stripe', secretKey, publishableKey, webhookSecret };
}

/**
 * At start-up, once it is known whether the database holds the demo data: outside the demo, the sandbox
 * processor needs SANDBOX_WEBHOOK_SECRET (a webhook signed with a secret anyone can know would be
 * accepted). The demo and tests run without it: the sandbox signs its own deliveries with a random
 * secret of the process.
 */
export function requireSandboxWebhookSecret(config: Pick<Config, 'paymentProcessor'>, demo: boolean): void {
  const processor = config.paymentProcessor;
  if (processor.name !== 'sandbox' || processor.webhookSecret !== null || demo) return;
  throw new ConfigError(
    'Invalid configuration: SANDBOX_WEBHOOK_SECRET must be set (at least 16 characters) when PAYMENT_PROCESSOR is sandbox and the database holds no demo data',
  );
}
