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
