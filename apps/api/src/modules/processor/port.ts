import type { Cents } from '@hoa/contracts/money';

/**
 * The payment processor port (DESIGN.md "Payments"). Two adapters: `sandbox` (embedded default) and
 * `stripe`. Our server only ever sees processor references (setup ids, payment-method ids, charge
 * ids) and display details (brand, last four, expiry, bank name); never a card number or CVV.
 *
 * Every call that moves money takes an idempotency key: calling again with the same key returns the
 * first result and never charges twice. That is what makes a crash between the processor call and
 * our commit recoverable (the reconciler repeats the call with the same key).
 */
export type ProcessorName = 'sandbox' | 'stripe';
export type MethodKind = 'card' | 'bank';
export type CardBrand = 'visa' | 'mastercard' | 'discover' | 'amex';

/** What the browser needs to tokenize with the processor (never a secret key). */
export interface ProcessorBrowserConfig {
  processor: ProcessorName;
  publishableKey: string;
  /** sandbox only: where the hosted tokenization form and script are served (apart from our API). */
  sandboxBaseUrl?: string;
}

export interface MethodDetails {
  /** The processor's payment-method reference (pm_…). */
  id: string;
  kind: MethodKind;
  /**
   * The processor's fingerprint of the card or account number: the same for the same number, saved again
   * (Stripe's `fingerprint`). How our server tells a duplicate without ever holding the number.
   */
  fingerprint?: string | null;
  card?: {
    brand: CardBrand;
    funding: 'credit' | 'debit';
    last4: string;
    expMonth: number;
    expYear: number;
    name: string | null;
  };
  bank?: {
    bankName: string;
    accountType: 'checking' | 'savings';
    last4: string;
    routingNumber: string;
    holderName: string | null;
  };
}

export interface SetupResult {
  /** The processor's setup reference (seti_…). */
  id: string;
  clientSecret: string | null;
}

export type SetupStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface SetupState {
  id: string;
  status: SetupStatus;
  /** Set once the setup succeeded. */
  method: MethodDetails | null;
  /** Why the last attempt failed (a decline message), if it did. */
  lastError: string | null;
  metadata: Record<string, string>;
}

/**
 * A charge's life: cards are `succeeded` or `failed` at once; bank (ACH) charges are `processing`
 * until they settle 2–4 business days later (`succeeded`), and a settled bank charge may later be
 * `returned` (e.g. R01 insufficient funds).
 */
export type ChargeStatus = 'processing' | 'succeeded' | 'failed' | 'returned' | 'refunded';

export interface ChargeState {
  /** The processor's charge reference (pi_…). */
  id: string;
  status: ChargeStatus;
  amount: Cents;
  methodId: string;
  /** Decline or return code: card_declined, insufficient_funds, expired_card, R01, … */
  failureCode: string | null;
  failureMessage: string | null;
  /** When the funds settled (bank) or were captured (card). */
  settledAt: Date | null;
  returnedAt: Date | null;
  metadata: Record<string, string>;
  createdAt: Date;
}

export interface ChargeInput {
  amount: Cents;
  methodId: string;
  /** Our reference, e.g. `payment:123`; stored in the processor's metadata and searchable. */
  reference: string;
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export interface RefundInput {
  chargeId: string;
  amount: Cents;
  idempotencyKey: string;
}

export type ProcessorEventType =
  | 'setup.succeeded'
  | 'setup.failed'
  | 'charge.succeeded'
  | 'charge.failed'
  | 'charge.returned'
  | 'charge.refunded';

/** A verified webhook event, in the port's vocabulary. */
export interface ProcessorEvent {
  /** Unique per event (evt_…): handling the same id twice is a no-op. */
  id: string;
  type: ProcessorEventType;
  created: Date;
  /** The charge or setup the event is about, as the processor reports it now. */
  charge?: ChargeState;
  setup?: SetupState;
}

export class ProcessorError extends Error {
  constructor(
    /** `unavailable` (retry later / use the other kind), `invalid_request`, `not_found`. */
    readonly kind: 'unavailable' | 'invalid_request' | 'not_found',
    message: string,
  ) {
    super(message);
    this.name = 'ProcessorError';
  }
}

/**
 * What verifyWebhook throws for a genuine (correctly signed) event of a type the port does not model.
 * A receiver should acknowledge it (2xx) and drop it; refusing it makes the processor retry for days.
 */
export class IgnoredEventError extends ProcessorError {
  constructor(readonly eventType: string) {
    super('invalid_request', `Events of type ${eventType} are not handled.`);
    this.name = 'IgnoredEventError';
  }
}

export interface PaymentProcessor {
  readonly name: ProcessorName;
  browserConfig(): ProcessorBrowserConfig;
  /** Starts saving a method (Stripe SetupIntent): the browser completes it with the client secret. */
  createSetup(input: {
    methodKinds: MethodKind[];
    reference: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<SetupResult>;
  retrieveSetup(id: string): Promise<SetupState>;
  retrieveMethod(id: string): Promise<MethodDetails>;
  /** Saves a bank account from details our server received (legacy auto-draft form). */
  createBankMethod(input: {
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
    bankName: string;
    holderName: string;
    idempotencyKey: string;
  }): Promise<MethodDetails>;
  detachMethod(id: string): Promise<void>;
  /** Charges a saved method; the same idempotency key always returns the same charge. */
  charge(input: ChargeInput): Promise<ChargeState>;
  retrieveCharge(id: string): Promise<ChargeState>;
  /** The charge made for our reference, if any (the reconciler's question after a crash). */
  findChargeByReference(reference: string): Promise<ChargeState | null>;
  refund(input: RefundInput): Promise<ChargeState>;
  /** Checks the signature and turns the body into an event; throws ProcessorError('invalid_request'). */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<ProcessorEvent>;
}
