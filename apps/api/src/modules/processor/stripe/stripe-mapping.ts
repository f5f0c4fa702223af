import { cents } from '@hoa/contracts/money';
import type Stripe from 'stripe';
import {
  type CardBrand,
  type ChargeState,
  type ChargeStatus,
  type MethodDetails,
  ProcessorError,
  type ProcessorEventType,
  type SetupState,
  type SetupStatus,
} from '../port';

/**
 * Stripe's objects in the port's vocabulary. Pure functions of the objects as retrieved, with
 * `latest_charge` (and its `failure_balance_transaction`) expanded on PaymentIntents.
 */

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const acceptedBrands: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  discover: 'discover',
  amex: 'amex',
};

export function methodDetailsOf(method: Stripe.PaymentMethod): MethodDetails {
  if (method.type === 'card' && method.card) {
    const brand = acceptedBrands[method.card.brand];
    if (!brand) {
      throw new ProcessorError(
        'invalid_request',
        'We accept Visa, Mastercard, Discover and American Express.',
      );
    }
    return {
      id: method.id,
      kind: 'card',
      fingerprint: method.card.fingerprint ?? null,
      card: {
        brand,
        // prepaid cards draw on funds already there, as debit cards do
        funding: ['debit', 'prepaid'].includes(method.card.funding) ? 'debit' : 'credit',
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        name: method.billing_details.name ?? null,
      },
    };
  }
  if (method.type === 'us_bank_account' && method.us_bank_account) {
    const bank = method.us_bank_account;
    return {
      id: method.id,
      kind: 'bank',
      fingerprint: bank.fingerprint ?? null,
      bank: {
        // Stripe names the bank from the routing number when it can; ours is what the homeowner typed
        bankName: bank.bank_name ?? method.metadata?.bankName ?? '',
        accountType: bank.account_type === 'savings' ? 'savings' : 'checking',
        last4: bank.last4 ?? '',
        routingNumber: bank.routing_number ?? '',
        holderName: method.billing_details.name ?? null,
      },
    };
  }
  throw new ProcessorError('invalid_request', `Payment methods of type ${method.type} are not supported.`);
}

const setupStatuses: Record<string, SetupStatus> = {
  requires_payment_method: 'requires_payment_method',
  // waiting on the customer (3-D Secure, microdeposits) or on Stripe: neither done nor failed
  requires_confirmation: 'processing',
  requires_action: 'processing',
  processing: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

export function setupStateOf(setup: Stripe.SetupIntent): SetupState {
  const status = setupStatuses[setup.status] ?? 'processing';
  const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
  return {
    id: setup.id,
    status,
    method: status === 'succeeded' && method ? methodDetailsOf(method) : null,
    lastError: setup.last_setup_error?.message ?? null,
    metadata: { ...(setup.metadata ?? {}) },
  };
}

/** ACH return reasons as Stripe names them, as the NACHA return codes our side speaks. */
const returnCodes: Record<string, string> = {
  insufficient_funds: 'R01',
  account_closed: 'R02',
  no_account: 'R03',
  invalid_account_number: 'R04',
  debit_not_authorized: 'R10',
  bank_account_restricted: 'R16',
};

const expandedCharge = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === 'object' ? intent.latest_charge : null;

/** A bank charge that failed after its funds had moved: Stripe reverses the balance (ACH return). */
function returnOf(charge: Stripe.Charge | null): { at: Date | null; code: string } | null {
  if (charge?.status !== 'failed' || !charge.failure_balance_transaction) return null;
  const reversal = charge.failure_balance_transaction;
  const code = charge.failure_code ?? 'returned';
  return {
    at: typeof reversal === 'object' ? fromUnix(reversal.created) : null,
    code: returnCodes[code] ?? code,
  };
}

function statusOf(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): ChargeStatus {
  if (returnOf(charge)) return 'returned';
  if (intent.status === 'succeeded') return charge?.refunded ? 'refunded' : 'succeeded';
  if (intent.status === 'processing') return 'processing';
  // off-session charges cannot complete an authentication step: they are failed, not pending
  return 'failed';
}

function failureOf(
  intent: Stripe.PaymentIntent,
  status: ChargeStatus,
): { code: string; message: string } | null {
  if (status !== 'failed') return null;
  const error = intent.last_payment_error;
  if (error) {
    return {
      code: error.decline_code ?? error.code ?? 'card_declined',
      message: error.message ?? 'Declined.',
    };
  }
  if (intent.status === 'requires_action') {
    return { code: 'authentication_required', message: 'The payment needs the customer to authenticate it.' };
  }
  return { code: intent.status, message: `The payment is ${intent.status.replaceAll('_', ' ')}.` };
}

export function chargeStateOf(intent: Stripe.PaymentIntent): ChargeState {
  const charge = expandedCharge(intent);
  const status = statusOf(intent, charge);
  const returned = returnOf(charge);
  const failure = returned
    ? { code: returned.code, message: charge?.failure_message ?? 'The bank returned the payment.' }
    : failureOf(intent, status);
  const settled = status === 'succeeded' || status === 'refunded' || status === 'returned';
  return {
    id: intent.id,
    status,
    amount: cents(intent.amount),
    methodId:
      typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? ''),
    failureCode: failure?.code ?? null,
    failureMessage: failure?.message ?? null,
    // Stripe keeps no settlement instant on the objects; the charge's creation is the nearest
    settledAt: settled && charge ? fromUnix(charge.created) : null,
    returnedAt: returned?.at ?? null,
    metadata: { ...intent.metadata },
    createdAt: fromUnix(intent.created),
  };
}

/** The port's event for a Stripe event type, or null for types the port does not model. */
export function portEventTypeOf(type: string): ProcessorEventType | null {
  switch (type) {
    case 'setup_intent.succeeded':
      return 'setup.succeeded';
    case 'setup_intent.setup_failed':
      return 'setup.failed';
    case 'payment_intent.succeeded':
      return 'charge.succeeded';
    case 'payment_intent.payment_failed':
    case 'charge.failed':
      return 'charge.failed';
    case 'charge.refunded':
      return 'charge.refunded';
    default:
      return null;
  }
}

/** The PaymentIntent or SetupIntent an event is about. */
export function subjectOf(event: Stripe.Event): { kind: 'charge' | 'setup'; id: string } | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'setup_intent' && object.id) return { kind: 'setup', id: object.id };
  if (object.object === 'payment_intent' && object.id) return { kind: 'charge', id: object.id };
  if (object.object === 'charge') {
    const intent = object.payment_intent;
    const id = typeof intent === 'string' ? intent : (intent as { id?: string } | null)?.id;
    return id ? { kind: 'charge', id } : null;
  }
  return null;
}
