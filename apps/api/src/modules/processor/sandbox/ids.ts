import { createHash, randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A processor-style id: `pi_` and 24 random base-62 characters. */
export function newId(prefix: 'pm' | 'seti' | 'pi' | 're' | 'evt', length = 24): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return `${prefix}_${text}`;
}

/**
 * A digest of a request's parameters (keys sorted), to spot an idempotency key reused for another
 * request. Base64url rather than hex: hex digests often hold long runs of decimal digits, which the
 * "no card-number-like sequence in the sandbox tables" check would have to explain away.
 */
export function requestHashOf(params: Record<string, unknown>): string {
  return createHash('sha256').update(stableJson(params)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
