import { billingMessages } from '@hoa/contracts/billing';
import { type Cents, cents } from '@hoa/contracts/money';
import { maximumPaymentAmount } from '@hoa/contracts/payment-rules';

export type ParsedAmount = { ok: true; cents: Cents } | { ok: false; message: string };

// Optional $, then plain digits or digits grouped by commas, then an optional fraction.
const amountPattern = /^\$?\s*(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/**
 * What a person typed in a dollars field ("1,234.5", "$20", ".75") as exact integer cents: the text
 * is split into whole dollars and cents digit by digit, never through a float.
 */
export function parseDollarsToCents(input: string, max: Cents = maximumPaymentAmount): ParsedAmount {
  const text = input.trim();
  if (text === '') return { ok: false, message: billingMessages.amountPositive };
  if (/^[-−(]|^\$\s*-/.test(text)) return { ok: false, message: billingMessages.amountPositive };
  const match = amountPattern.exec(text);
  const whole = match?.[1]?.replaceAll(',', '') ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return { ok: false, message: billingMessages.amountWholeCents };
  }
  // "1.50" and "1.500" are whole cents; "1.005" is a fraction of a cent.
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > 2) return { ok: false, message: billingMessages.amountWholeCents };
  const total = BigInt(whole || '0') * 100n + BigInt(significantFraction.padEnd(2, '0'));
  if (total <= 0n) return { ok: false, message: billingMessages.amountPositive };
  if (total > BigInt(max)) return { ok: false, message: billingMessages.amountTooLarge };
  return { ok: true, cents: cents(Number(total)) };
}

/** Cents as the text a dollars field starts with: 123456 → "1234.56" (no currency sign, no grouping). */
export function centsToDollarInput(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const magnitude = Math.abs(amount);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * A dollars field that may also hold zero (a budget) or a negative amount (an overdrawn statement):
 * "-1,234.50" → -123450. Otherwise as `parseDollarsToCents`.
 */
export function parseDollarsAllowing(
  input: string,
  allow: { zero?: boolean; negative?: boolean; max: Cents },
): ParsedAmount {
  const text = input.trim();
  if (allow.zero && /^\$?\s*0*(\.0*)?$/.test(text) && /0/.test(text)) return { ok: true, cents: cents(0) };
  const negative = allow.negative === true && /^[-−]/.test(text);
  const parsed = parseDollarsToCents(negative ? text.slice(1) : text, allow.max);
  if (!parsed.ok || !negative) return parsed;
  return { ok: true, cents: cents(-parsed.cents) };
}
