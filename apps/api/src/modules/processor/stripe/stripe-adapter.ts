import Stripe from 'stripe';
import type { Clock } from '../../../clock';
import {
  type ChargeInput,
  type ChargeState,
  IgnoredEventError,
  type MethodKind,
  type PaymentProcessor,
  ProcessorError,
  type ProcessorEvent,
} from '../port';
import { chargeStateOf, methodDetailsOf, portEventTypeOf, setupStateOf, subjectOf } from './stripe-mapping';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface StripeAdapterOptions {
  /** A client to use instead of one made from the secret key (tests give one with a fake HTTP client). */
  stripe?: Stripe;
}

/** Stripe's default: a signature older than five minutes is a replay. */
const webhookToleranceSeconds = 300;

/** Enough of the latest charge to tell refunds and ACH returns (with the time of the reversal). */
const chargeExpansions = ['latest_charge', 'latest_charge.failure_balance_transaction'];

const methodTypes: Record<MethodKind, 'card' | 'us_bank_account'> = { card: 'card', bank: 'us_bank_account' };

/** Stripe's failures as the port's: outages are `unavailable`, refusals `invalid_request` or `not_found`. */
function translated(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  switch (error.type) {
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new ProcessorError('unavailable', `Stripe is not answering: ${error.message}`);
    case 'StripeInvalidRequestError':
      if (error.statusCode === 404 || error.code === 'resource_missing') {
        return new ProcessorError('not_found', error.message);
      }
      return new ProcessorError('invalid_request', error.message);
    case 'StripeIdempotencyError':
    case 'StripeCardError':
      return new ProcessorError('invalid_request', error.message);
    default:
      // authentication and permission errors are configuration mistakes: let them surface as they are
      return error;
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translated(error);
  }
}

/** The `stripe` adapter: SetupIntents to save methods, PaymentIntents to charge, signed webhooks. */
export function createStripeProcessor(
  keys: StripeKeys,
  clock: Clock,
  options: StripeAdapterOptions = {},
): PaymentProcessor {
  const stripe =
    options.stripe ??
    new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'hoa-portal' } });

  const retrieveIntent = (id: string) =>
    call(() => stripe.paymentIntents.retrieve(id, { expand: chargeExpansions }));

  async function retrieveCharge(id: string): Promise<ChargeState> {
    return chargeStateOf(await retrieveIntent(id));
  }

  async function retrieveSetup(id: string) {
    return setupStateOf(await call(() => stripe.setupIntents.retrieve(id, { expand: ['payment_method'] })));
  }

  /**
   * A saved method belongs to a Stripe customer and is charged off-session; a bank account our server
   * entered carries the homeowner's authorization, which we keep ourselves (offline acceptance).
   */
  async function charge(input: ChargeInput): Promise<ChargeState> {
    const method = await call(() => stripe.paymentMethods.retrieve(input.methodId));
    const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: 'usd',
      payment_method: method.id,
      allowed_payment_method_types: [method.type === 'us_bank_account' ? 'us_bank_account' : 'card'],
      confirm: true,
      description: input.description,
      metadata: { ...input.metadata, reference: input.reference },
      expand: chargeExpansions,
      ...(customer ? { customer, off_session: true } : {}),
      ...(method.type === 'us_bank_account' && method.metadata?.source === 'server'
        ? { mandate_data: { customer_acceptance: { type: 'offline' as const } } }
        : {}),
    };
    try {
      return chargeStateOf(
        await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
      );
    } catch (error) {
      // a decline is an answer, not a failure: Stripe hands back the PaymentIntent it declined
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        return chargeStateOf(error.payment_intent);
      }
      throw translated(error);
    }
  }

  /**
   * Search is Stripe's only way to look up by metadata, and it lags writes by up to a minute; the
   * reconciler's first resort is repeating the charge with its idempotency key (kept 24 hours).
   */
  async function findChargeByReference(reference: string): Promise<ChargeState | null> {
    const escaped = reference.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
    const result = await call(() =>
      stripe.paymentIntents.search({
        query: `metadata['reference']:'${escaped}'`,
        expand: chargeExpansions.map((path) => `data.${path}`),
        limit: 20,
      }),
    );
    const states = result.data
      .map(chargeStateOf)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return states.find((state) => state.status !== 'failed') ?? states[0] ?? null;
  }

  async function verifyWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Promise<ProcessorEvent> {
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        rawBody,
        signatureHeader ?? '',
        keys.webhookSecret,
        webhookToleranceSeconds,
        undefined,
        clock.now().getTime(),
      );
    } catch {
      throw new ProcessorError(
        'invalid_request',
        'The Stripe-Signature header does not vouch for this body.',
      );
    }
    const type = portEventTypeOf(event.type);
    const subject = subjectOf(event);
    if (!type || !subject) throw new IgnoredEventError(event.type);
    const base = { id: event.id, created: new Date(event.created * 1000) };
    // the object as Stripe has it now: late, repeated or reordered deliveries all tell the latest truth
    if (subject.kind === 'setup') return { ...base, type, setup: await retrieveSetup(subject.id) };
    const current = await retrieveCharge(subject.id);
    // Stripe reports an ACH return as a failure of a payment that had succeeded
    const returned = type === 'charge.failed' && current.status === 'returned';
    return { ...base, type: returned ? 'charge.returned' : type, charge: current };
  }

  return {
    name: 'stripe',
    browserConfig: () => ({ processor: 'stripe', publishableKey: keys.publishableKey }),

    async createSetup(input) {
      const customer = await call(() =>
        stripe.customers.create(
          { metadata: { reference: input.reference } },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        ),
      );
      const setup = await call(() =>
        stripe.setupIntents.create(
          {
            customer: customer.id,
            allowed_payment_method_types: [...new Set(input.methodKinds.map((kind) => methodTypes[kind]))],
            usage: 'off_session',
            metadata: { ...input.metadata, reference: input.reference },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: setup.id, clientSecret: setup.client_secret };
    },

    retrieveSetup,

    async retrieveMethod(id) {
      return methodDetailsOf(await call(() => stripe.paymentMethods.retrieve(id)));
    },

    async createBankMethod(input) {
      const customer = await call(() =>
        stripe.customers.create(
          { name: input.holderName },
          { idempotencyKey: `${input.idempotencyKey}:customer` },
        ),
      );
      const method = await call(() =>
        stripe.paymentMethods.create(
          {
            type: 'us_bank_account',
            us_bank_account: {
              account_holder_type: 'individual',
              account_type: input.accountType,
              routing_number: input.routingNumber,
              account_number: input.accountNumber,
            },
            billing_details: { name: input.holderName },
            metadata: { bankName: input.bankName, source: 'server' },
          },
          { idempotencyKey: `${input.idempotencyKey}:method` },
        ),
      );
      const attached = await call(() =>
        stripe.paymentMethods.attach(
          method.id,
          { customer: customer.id },
          { idempotencyKey: `${input.idempotencyKey}:attach` },
        ),
      );
      return methodDetailsOf(attached);
    },

    async detachMethod(id) {
      const method = await call(() => stripe.paymentMethods.retrieve(id));
      // detaching twice is fine here, as it is in the sandbox
      if (method.customer) await call(() => stripe.paymentMethods.detach(id));
    },

    charge,
    retrieveCharge,
    findChargeByReference,

    async refund(input) {
      await call(() =>
        stripe.refunds.create(
          { payment_intent: input.chargeId, amount: input.amount },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return retrieveCharge(input.chargeId);
    },

    verifyWebhook,
  };
}
