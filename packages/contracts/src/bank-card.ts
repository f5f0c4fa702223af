/**
 * Checks on bank and card numbers shared by the browser forms (card entry, the legacy auto-draft
 * form) and the sandbox processor. Pure: they say whether a number is well formed, never whether an
 * account exists.
 */

export type CardBrand = 'visa' | 'mastercard' | 'discover' | 'amex';

const onlyDigits = (value: string, length?: number) =>
  length === undefined ? /^\d+$/.test(value) : value.length === length && /^\d+$/.test(value);

/** Spaces and dashes people type between groups of digits, removed. */
export function stripNumberSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** An ABA routing number: nine digits with 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!onlyDigits(value, 9)) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(value[i]) * (weights[i % 3] as number);
  // all zeros passes the checksum but is no bank
  return sum % 10 === 0 && sum > 0;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!onlyDigits(digits) || digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const prefixIn = (number: string, digits: number, from: number, to: number) => {
  const prefix = Number(number.slice(0, digits));
  return number.length >= digits && prefix >= from && prefix <= to;
};

/** The brand a card number's prefix (IIN range) belongs to, among the brands we accept; null otherwise. */
export function cardBrandOf(number: string): CardBrand | null {
  const n = stripNumberSeparators(number);
  if (!onlyDigits(n)) return null;
  if (n.startsWith('4')) return 'visa';
  if (prefixIn(n, 2, 51, 55) || prefixIn(n, 4, 2221, 2720)) return 'mastercard';
  if (prefixIn(n, 2, 34, 34) || prefixIn(n, 2, 37, 37)) return 'amex';
  if (n.startsWith('6011') || prefixIn(n, 3, 644, 649) || n.startsWith('65')) return 'discover';
  if (prefixIn(n, 6, 622126, 622925)) return 'discover';
  return null;
}

const cardLengths: Record<CardBrand, number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

/** A card number of a brand we accept, of that brand's length, passing the Luhn check. */
export function isValidCardNumber(number: string): boolean {
  const n = stripNumberSeparators(number);
  const brand = cardBrandOf(n);
  return brand !== null && cardLengths[brand].includes(n.length) && luhnValid(n);
}

/** The security code's length: four digits on the front of an Amex card, three on the back of others. */
export function cvcLengthOf(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/**
 * Whether a card expiring at the end of `expMonth`/`expYear` is still valid in the month of `today`
 * (UTC). Two-digit years mean 20xx; more than 50 years ahead is a typo, not a card.
 */
export function isCardExpiryValid(expMonth: number, expYear: number, today: Date): boolean {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) {
    return false;
  }
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const currentYear = today.getUTCFullYear();
  const currentMonth = today.getUTCMonth() + 1;
  if (year > currentYear + 50) return false;
  return year > currentYear || (year === currentYear && expMonth >= currentMonth);
}
