import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ProcessorError } from '../port';
import { chargeStateOf, methodDetailsOf, portEventTypeOf, setupStateOf } from './stripe-mapping';
import { asIntent, bankMethod, cardMethod, charge, intent, now, unix } from './stripe-test-fixtures';

/** Everything here is offline: a fake fetch stands in for api.stripe.com. */

describe('mapping Stripe objects', () => {
  it('maps cards, treating prepaid as debit, and refuses brands we do not accept', () => {
    expect(methodDetailsOf(cardMethod() as unknown as Stripe.PaymentMethod)).toEqual({
      id: 'pm_card',
      kind: 'card',
      // the same card number saved again has the same fingerprint: how a repeat is told (ADR 109)
      fingerprint: 'Xt5EWLLDS7FJjR1c',
      card: { brand: 'visa', funding: 'credit', last4: '4242', expMonth: 12, expYear: 2030, name: 'Pat Doe' },
    });
    const prepaid = cardMethod({ card: { ...cardMethod().card, brand: 'amex', funding: 'prepaid' } });
    expect(methodDetailsOf(prepaid as unknown as Stripe.PaymentMethod).card).toMatchObject({
      brand: 'amex',
      funding: 'debit',
    });
    const jcb = cardMethod({ card: { ...cardMethod().card, brand: 'jcb' } });
    expect(() => methodDetailsOf(jcb as unknown as Stripe.PaymentMethod)).toThrow(ProcessorError);
  });

  it('maps bank accounts, naming the bank as entered when Stripe does not know it', () => {
    expect(methodDetailsOf(bankMethod() as unknown as Stripe.PaymentMethod)).toEqual({
      id: 'pm_bank',
      kind: 'bank',
      fingerprint: 'bk8xN3qP0aZ1yW2v',
      bank: {
        bankName: 'First Community Bank',
        accountType: 'checking',
        last4: '6789',
        routingNumber: '110000000',
        holderName: 'Pat Doe',
      },
    });
  });

  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_action', 'processing'],
    ['processing', 'processing'],
    ['canceled', 'canceled'],
  ])('maps a SetupIntent %s to %s', (stripeStatus, status) => {
    const setup = {
      id: 'seti_1',
      status: stripeStatus,
      payment_method: null,
      last_setup_error: null,
      metadata: {},
    };
    expect(setupStateOf(setup as unknown as Stripe.SetupIntent).status).toBe(status);
  });

  it('maps a succeeded SetupIntent with its method and a failed one with its error', () => {
    const succeeded = {
      id: 'seti_1',
      status: 'succeeded',
      payment_method: cardMethod(),
      metadata: { reference: 'r' },
    };
    expect(setupStateOf(succeeded as unknown as Stripe.SetupIntent)).toMatchObject({
      status: 'succeeded',
      method: { id: 'pm_card', kind: 'card' },
      lastError: null,
      metadata: { reference: 'r' },
    });
    const failed = {
      id: 'seti_2',
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { message: 'Your card was declined.' },
      metadata: null,
    };
    expect(setupStateOf(failed as unknown as Stripe.SetupIntent)).toMatchObject({
      lastError: 'Your card was declined.',
      metadata: {},
    });
  });

  it('maps PaymentIntents: succeeded, refunded, processing', () => {
    expect(chargeStateOf(asIntent(intent()))).toEqual({
      id: 'pi_1',
      status: 'succeeded',
      amount: 12_345,
      methodId: 'pm_card',
      failureCode: null,
      failureMessage: null,
      settledAt: now,
      returnedAt: null,
      metadata: { reference: 'payment:1' },
      createdAt: now,
    });
    expect(chargeStateOf(asIntent(intent({ latest_charge: charge({ refunded: true }) }))).status).toBe(
      'refunded',
    );
    expect(
      chargeStateOf(asIntent(intent({ status: 'processing', latest_charge: charge({ status: 'pending' }) }))),
    ).toMatchObject({
      status: 'processing',
      settledAt: null,
    });
  });

  it.each([
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'generic_decline'],
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ code: 'expired_card' }, 'expired_card'],
  ])('maps a declined PaymentIntent (%j) to failed with %s', (error, failureCode) => {
    const declined = intent({
      status: 'requires_payment_method',
      latest_charge: 'ch_1',
      last_payment_error: { ...error, message: 'Your card was declined.' },
    });
    expect(chargeStateOf(asIntent(declined))).toMatchObject({
      status: 'failed',
      failureCode,
      failureMessage: 'Your card was declined.',
      settledAt: null,
    });
  });

  it('maps an ACH payment reversed after settling to returned, with the NACHA code and when', () => {
    const returnedAt = new Date('2026-11-25T14:00:00Z');
    const returned = intent({
      status: 'requires_payment_method',
      payment_method: 'pm_bank',
      latest_charge: charge({
        status: 'failed',
        failure_code: 'insufficient_funds',
        failure_message: 'The account has insufficient funds.',
        failure_balance_transaction: { id: 'txn_1', created: unix(returnedAt) },
      }),
    });
    expect(chargeStateOf(asIntent(returned))).toMatchObject({
      status: 'returned',
      failureCode: 'R01',
      failureMessage: 'The account has insufficient funds.',
      returnedAt,
      methodId: 'pm_bank',
    });
  });

  it('names the events the port models and no others', () => {
    expect(portEventTypeOf('payment_intent.succeeded')).toBe('charge.succeeded');
    expect(portEventTypeOf('payment_intent.payment_failed')).toBe('charge.failed');
    expect(portEventTypeOf('setup_intent.succeeded')).toBe('setup.succeeded');
    expect(portEventTypeOf('setup_intent.setup_failed')).toBe('setup.failed');
    expect(portEventTypeOf('charge.refunded')).toBe('charge.refunded');
    expect(portEventTypeOf('customer.created')).toBeNull();
  });
});
