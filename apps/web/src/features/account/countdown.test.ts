import { describe, expect, it } from 'vitest';
import { resendLabel, secondsLeft } from './countdown';

describe('resend countdown', () => {
  it('counts whole seconds up and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 5)).toBe(0);
  });

  it('shows the seconds on the button until resending is allowed', () => {
    expect(resendLabel(30)).toBe('Resend code in 30 s');
    expect(resendLabel(0)).toBe('Resend code');
  });
});
