import type { CardBrand } from '../port';

/**
 * The sandbox's decision table, in the style of Stripe's public test numbers. The README lists the
 * same rows under "Sandbox test cards and bank accounts"; keep the two in step.
 */

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card';

export interface TestCard {
  brand: CardBrand;
  funding: 'credit' | 'debit';
  /** The decline a setup (saving the card) meets; null: the card attaches. */
  setupDecline: DeclineCode | null;
  /** The decline a charge meets; null: approved. */
  chargeDecline: DeclineCode | null;
}

const approved = (brand: CardBrand, funding: 'credit' | 'debit' = 'credit'): TestCard => ({
  brand,
  funding,
  setupDecline: null,
  chargeDecline: null,
});

const declined = (code: DeclineCode): TestCard => ({
  brand: 'visa',
  funding: 'credit',
  setupDecline: code,
  chargeDecline: code,
});

const testCards: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', approved('visa')],
  ['4000056655665556', approved('visa', 'debit')],
  ['5555555555554444', approved('mastercard')],
  ['6011111111111117', approved('discover')],
  ['378282246310005', approved('amex')],
  ['4000000000000002', declined('card_declined')],
  ['4000000000009995', declined('insufficient_funds')],
  ['4000000000000069', declined('expired_card')],
  // saves fine, then every charge is declined: the saved card that stops working
  ['4000000000000341', { ...approved('visa'), chargeDecline: 'card_declined' }],
]);

/** The test card behind a number (digits only), or null for any other number. */
export function testCardOf(number: string): TestCard | null {
  return testCards.get(number) ?? null;
}

export const declineMessages: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
};

/** The sandbox's own test bank; any other routing number that passes the ABA checksum also works. */
export const testRoutingNumber = '110000000';

export const returnMessages: Record<string, string> = {
  R01: 'The bank returned the payment: insufficient funds (R01).',
};

/** The ACH return a charge from this account meets after settling, or null when it stays settled. */
export function returnCodeOf(routingNumber: string, accountNumber: string): string | null {
  return routingNumber === testRoutingNumber && accountNumber === '000111111113' ? 'R01' : null;
}

/** The bank name the sandbox reports for a routing number (the browser form does not ask for one). */
export function bankNameOf(routingNumber: string): string {
  return routingNumber === testRoutingNumber ? 'Sandbox Test Bank' : 'Sandbox Bank';
}
