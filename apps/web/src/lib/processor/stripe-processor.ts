import type { PaymentMethodSetup } from '@hoa/contracts/billing';
import { type BrowserProcessor, ProcessorError, processorRefused } from './processor';

export const stripeScriptUrl = 'https://js.stripe.com/v3';

/** Cards through Stripe need Stripe Elements (Stripe's own card fields); this portal has not added them. */
export const stripeCardUnsupported =
  'Adding a card is not supported yet with this payment processor. Please add a bank account instead, or contact your management company.';
export const stripeUnavailable = 'The Stripe payment library could not be loaded. Please try again later.';

interface StripeSetupResult {
  setupIntent?: { status: string };
  error?: { message?: string };
}

/** The part of Stripe.js used here. */
interface StripeJs {
  confirmUsBankAccountSetup(clientSecret: string, data: unknown): Promise<StripeSetupResult>;
}

type StripeFactory = (publishableKey: string) => StripeJs;

let stripeLoading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once (it must come from js.stripe.com, never bundled). */
function loadStripeJs(): Promise<StripeFactory> {
  const existing = (globalThis as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  stripeLoading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = stripeScriptUrl;
    script.async = true;
    script.onload = () => {
      const factory = (globalThis as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new ProcessorError(stripeUnavailable));
    };
    script.onerror = () => {
      stripeLoading = null;
      reject(new ProcessorError(stripeUnavailable));
    };
    document.head.append(script);
  });
  return stripeLoading;
}

/** Stripe: bank accounts through confirmUsBankAccountSetup; cards need Elements (not included). */
export function createStripeProcessor(config: PaymentMethodSetup['processor']): BrowserProcessor {
  return {
    async confirmSetup(setup, details) {
      if (details.kind === 'card') throw new ProcessorError(stripeCardUnsupported);
      const stripe = (await loadStripeJs())(config.publishableKey);
      const { bank } = details;
      const result = await stripe.confirmUsBankAccountSetup(setup.clientSecret, {
        payment_method: {
          us_bank_account: {
            routing_number: bank.routingNumber,
            account_number: bank.accountNumber,
            account_holder_type: 'individual',
            account_type: bank.accountType,
          },
          billing_details: { name: bank.holderName },
        },
      });
      if (result.error) throw new ProcessorError(result.error.message || processorRefused);
      const status = result.setupIntent?.status;
      if (status === 'requires_action') {
        throw new ProcessorError(
          'Stripe needs to verify this bank account with two small deposits. Follow the instructions Stripe sends you by e-mail.',
        );
      }
      if (status !== 'succeeded' && status !== 'processing') throw new ProcessorError(processorRefused);
    },
  };
}
