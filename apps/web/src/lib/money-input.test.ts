import { billingMessages } from '@hoa/contracts/billing';
import { cents } from '@hoa/contracts/money';
import { maximumPaymentAmount } from '@hoa/contracts/payment-rules';
import { describe, expect, it } from 'vitest';
import { centsToDollarInput, parseDollarsToCents } from './money-input';

const ok = (text: string) => {
  const parsed = parseDollarsToCents(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  return parsed.cents;
};
const message = (text: string, max?: number) => {
  const parsed = parseDollarsToCents(text, max === undefined ? undefined : cents(max));
  return parsed.ok ? null : parsed.message;
};

describe('dollars typed by a person become exact integer cents', () => {
  it('reads whole dollars, dollars and cents, grouping and a dollar sign', () => {
    expect(ok('20')).toBe(2000);
    expect(ok('20.5')).toBe(2050);
    expect(ok('20.05')).toBe(2005);
    expect(ok('.75')).toBe(75);
    expect(ok('0.01')).toBe(1);
    expect(ok('$1,234.56')).toBe(123456);
    expect(ok(' $ 12 ')).toBe(1200);
    expect(ok('12.')).toBe(1200);
    expect(ok('1.500')).toBe(150);
  });

  it('is exact where binary floating point is not', () => {
    // 0.1 + 0.2, 1.005 × 100 and 4.35 × 100 all go wrong with floats
    expect(ok('0.30')).toBe(30);
    expect(ok('4.35')).toBe(435);
    expect(ok('1.15')).toBe(115);
    expect(parseDollarsToCents('90071992547409.91', cents(Number.MAX_SAFE_INTEGER))).toEqual({
      ok: true,
      cents: 9007199254740991,
    });
    expect(ok('1000000.00')).toBe(maximumPaymentAmount);
  });

  it('refuses zero and negative amounts', () => {
    expect(message('')).toBe(billingMessages.amountPositive);
    expect(message('0')).toBe(billingMessages.amountPositive);
    expect(message('0.00')).toBe(billingMessages.amountPositive);
    expect(message('-5')).toBe(billingMessages.amountPositive);
    expect(message('$-5')).toBe(billingMessages.amountPositive);
  });

  it('refuses fractions of a cent and text that is not an amount', () => {
    expect(message('1.005')).toBe(billingMessages.amountWholeCents);
    expect(message('12.345')).toBe(billingMessages.amountWholeCents);
    expect(message('abc')).toBe(billingMessages.amountWholeCents);
    expect(message('1e3')).toBe(billingMessages.amountWholeCents);
    expect(message('1,23')).toBe(billingMessages.amountWholeCents);
    expect(message('.')).toBe(billingMessages.amountWholeCents);
    expect(message('12 34')).toBe(billingMessages.amountWholeCents);
  });

  it('refuses amounts above the limit', () => {
    expect(message('1000000.01')).toBe(billingMessages.amountTooLarge);
    expect(message('99999999999999999999999')).toBe(billingMessages.amountTooLarge);
    expect(message('50.01', 5000)).toBe(billingMessages.amountTooLarge);
    expect(message('50.00', 5000)).toBeNull();
  });

  it('writes cents back as the text a dollars field starts with', () => {
    expect(centsToDollarInput(cents(123456))).toBe('1234.56');
    expect(centsToDollarInput(cents(5))).toBe('0.05');
    expect(centsToDollarInput(cents(-250))).toBe('-2.50');
    expect(ok(centsToDollarInput(cents(98765)))).toBe(98765);
  });
});
