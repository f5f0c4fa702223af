import { billingMessages, type PaymentMethodSetup } from '@hoa/contracts/billing';
import { type BrowserProcessor, type MethodDetails, ProcessorError, type ProcessorSetup } from './processor';
import { createSandboxProcessor } from './sandbox-processor';

export type ProcessorLoader = (config: PaymentMethodSetup['processor']) => Promise<BrowserProcessor>;

/** The adapter for the processor our API named; Stripe's is loaded only when it is used. */
export const loadBrowserProcessor: ProcessorLoader = async (config) => {
  switch (config.processor) {
    case 'sandbox':
      return createSandboxProcessor(config);
    case 'stripe':
      return import('./stripe-processor').then((m) => m.createStripeProcessor(config));
  }
};

/**
 * The browser's half of saving a payment method: the details go to the processor named by our setup,
 * which tokenizes them and confirms the setup. Our API only ever learns the outcome.
 */
export async function tokenizeAndConfirm(
  setup: ProcessorSetup,
  details: MethodDetails,
  load: ProcessorLoader = loadBrowserProcessor,
): Promise<void> {
  if (!setup.clientSecret) throw new ProcessorError(billingMessages.noClientSecret);
  const processor = await load(setup.processor);
  await processor.confirmSetup(setup, details);
}
