import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { PaymentProcessor } from './port';
import { createSandboxProcessor } from './sandbox/sandbox-processor';
import { createStripeProcessor } from './stripe/stripe-adapter';

/** The configured processor adapter (PAYMENT_PROCESSOR): the embedded sandbox, or Stripe. */
export function createProcessor(
  config: Pick<Config, 'paymentProcessor'>,
  db: Db,
  clock: Clock,
): PaymentProcessor {
  const processor = config.paymentProcessor;
  if (processor.name === 'stripe') return createStripeProcessor(processor, clock);
  return createSandboxProcessor(db, clock, processor);
}
