import type { PaymentMethodSetup } from '@hoa/contracts/billing';
import { UserFacingError } from '../api/error-text';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface BankDetails {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  holderName: string;
}

/** What the person typed: it goes to the processor only, never to our API (PCI SAQ-A style). */
export type MethodDetails = { kind: 'card'; card: CardDetails } | { kind: 'bank'; bank: BankDetails };

/** What the browser needs of a processor setup (a saved method's, or an express payment's). */
export type ProcessorSetup = Pick<PaymentMethodSetup, 'clientSecret' | 'processorSetupId' | 'processor'>;

/**
 * A processor's browser side: tokenizes the details and confirms our setup with the processor. The
 * sandbox and Stripe adapters implement it; rejects with a ProcessorError the user can read.
 */
export interface BrowserProcessor {
  confirmSetup(setup: ProcessorSetup, details: MethodDetails): Promise<void>;
}

/** A refusal or failure worded for the person (a decline, an unreachable processor). */
export class ProcessorError extends UserFacingError {
  override readonly name = 'ProcessorError';
}

export const processorUnreachable =
  'The payment processor could not be reached. Check your connection and try again.';
export const processorRefused = 'The payment processor did not accept this payment method.';
