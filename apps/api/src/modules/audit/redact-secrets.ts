import { redactedValue } from '@hoa/contracts/audit-log';

/**
 * Leaves secrets out of what the audit log keeps (ADR 108). By key: anything named like a password,
 * passcode, token, secret, key, signature, hash or salt, and bank/card numbers (keys ending in last4 stay).
 * By value, whatever the key: strings that look like a bearer/JWT or processor secret, long random-looking
 * strings, and digit runs as long as a card number (only their last four digits stay).
 */

/** Key names (lowercase, letters and digits only) that are secrets wherever they appear. */
const secretKeyParts = [
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'privatekey',
  'signingkey',
  'accesskey',
  'registrationkey',
  'signature',
  'hash',
  'salt',
  'cookie',
  'cvv',
  'cvc',
  'securitycode',
  'verificationcode',
  'onetimecode',
  'accountnumber',
  'routingnumber',
  'cardnumber',
  'iban',
  'ssn',
  'socialsecurity',
  'taxid',
];
/** Key names that are secrets only as the whole name (a `code` is a passcode; a `zipCode` is not). */
const secretKeys = new Set(['code', 'otp', 'pin', 'key', 'number', 'pan', 'authorization', 'bearer']);
/** Keys that name only the visible end of a number: kept. */
const keptKeySuffixes = ['last4', 'lastfour'];

export function isSecretKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (keptKeySuffixes.some((suffix) => name.endsWith(suffix))) return false;
  return secretKeys.has(name) || secretKeyParts.some((part) => name.includes(part));
}

const jwtLike = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const bearerLike = /\bBearer\s+\S+/gi;
const processorSecretLike = /\b(?:sk|rk|whsec)_\w+|\b\w+_secret_\w+/g;
// 20+ letters and digits mixing both (a token or key), not words or plain numbers
const randomLike = /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}\b/g;
// 12 to 19 digits, spaced or dashed as cards are written: longer than any phone number
const cardLike = /\b\d(?:[ -]?\d){11,18}\b/g;

export function redactText(value: string): string {
  return value
    .replace(jwtLike, redactedValue)
    .replace(bearerLike, redactedValue)
    .replace(processorSecretLike, redactedValue)
    .replace(cardLike, (digits) => `${redactedValue} ending ${digits.replace(/\D/g, '').slice(-4)}`)
    .replace(randomLike, (match) => (match.includes(redactedValue) ? match : redactedValue));
}

/** A JSON copy of `value` with secrets replaced by "[redacted]" (Dates become ISO strings). */
export function redactSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  return redactJson(JSON.parse(JSON.stringify(value)) as unknown);
}

function redactJson(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        isSecretKey(key) && inner !== null ? redactedValue : redactJson(inner),
      ]),
    );
  }
  return value;
}
