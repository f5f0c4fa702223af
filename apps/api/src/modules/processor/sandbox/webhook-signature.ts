import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures in Stripe's scheme: `Sandbox-Signature: t=<unix seconds>,v1=<hex>` where the hex
 * is HMAC-SHA256 of `<t>.<raw body>` under the endpoint's secret. The timestamp is signed too, so an
 * old delivery cannot be replayed outside the tolerance.
 */
export const signatureHeaderName = 'sandbox-signature';
export const signatureToleranceSeconds = 5 * 60;

function signatureOf(secret: string, timestamp: number, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

export function signatureHeaderFor(secret: string, rawBody: Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody).toString('hex')}`;
}

interface ParsedHeader {
  timestamp: number;
  signatures: Buffer[];
}

function parseHeader(header: string): ParsedHeader | null {
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Why a signature header does not vouch for the body, or null when it does. */
export function signatureProblem(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
): string | null {
  if (!header) return 'The Sandbox-Signature header is missing.';
  const parsed = parseHeader(header);
  if (!parsed) return 'The Sandbox-Signature header is malformed.';
  const expected = signatureOf(secret, parsed.timestamp, rawBody);
  // every candidate is compared in constant time (several v1 values appear while a secret is rolled)
  const matches = parsed.signatures.filter((candidate) => timingSafeEqual(candidate, expected));
  if (matches.length === 0) return 'No signature matches the body.';
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > signatureToleranceSeconds) {
    return 'The signature timestamp is outside the tolerance.';
  }
  return null;
}
