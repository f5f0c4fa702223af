/** Money is integer cents everywhere; format only at the edge. */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of cents, got ${value}`);
  }
  return value as Cents;
}

/**
 * `amount × basisPoints / 10 000`, rounded half-up to the cent, in integer arithmetic.
 * One shared function for every fee (1 % = 100 basis points).
 */
export function percentOfCents(amount: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Basis points must be a non-negative whole number, got ${basisPoints}`);
  }
  const product = BigInt(amount) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + 5_000n) / 10_000n;
  return cents(Number(sign * rounded));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.56"; negative amounts as "-$1,234.56". */
export function formatCents(amount: Cents): string {
  const whole = Math.trunc(Math.abs(amount) / 100);
  const fraction = Math.abs(amount) % 100;
  const text = usd.format(whole).replace(/\.00$/, `.${String(fraction).padStart(2, '0')}`);
  return amount < 0 ? `-${text}` : text;
}
