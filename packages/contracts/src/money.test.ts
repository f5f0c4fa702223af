import { describe, expect, it } from 'vitest';
import { cents, formatCents, percentOfCents } from './money';

describe('money', () => {
  it('refuses fractional cents', () => {
    expect(() => cents(10.5)).toThrow(RangeError);
  });

  it('rounds fees half-up to the cent', () => {
    expect(percentOfCents(cents(200_001), 300)).toBe(6_000); // 6000.03 → 6000
    expect(percentOfCents(cents(150), 350)).toBe(5); // 5.25 → 5
    expect(percentOfCents(cents(50), 100)).toBe(1); // 0.5 → 1
    expect(percentOfCents(cents(49), 100)).toBe(0); // 0.49 → 0
    expect(percentOfCents(cents(-50), 100)).toBe(-1);
  });

  it('formats at the edge', () => {
    expect(formatCents(cents(123_456))).toBe('$1,234.56');
    expect(formatCents(cents(5))).toBe('$0.05');
    expect(formatCents(cents(-100))).toBe('-$1.00');
  });
});
