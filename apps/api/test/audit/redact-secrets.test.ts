import { describe, expect, it } from 'vitest';
import { isSecretKey, redactSecrets, redactText } from '../../src/modules/audit/redact-secrets';

describe('leaving secrets out of the audit log', () => {
  it('redacts secrets by key name, at any depth, and keeps last4 and ordinary fields', () => {
    const redacted = redactSecrets({
      password: 'hunter2',
      confirmPassword: 'hunter2',
      currentPassword: 'old',
      passcode: '123456',
      code: '654321',
      portalToken: 'abc',
      clientSecret: 'seti_1',
      accountNumber: '000123456789',
      routingNumber: '110000000',
      card: { number: '4242424242424242', cvc: '123', last4: '4242', brand: 'visa' },
      bank: { accountNumberLast4: '6789', nickname: 'Checking' },
      registrationKey: 'REG-KEY',
      zipCode: '12345',
      postalCode: 'K1A 0B1',
      nested: [{ apiKey: 'k', label: 'Cell', phone: '(555) 010-2233' }],
      passwordHash: '$argon2id$v=19$…',
      authorizationId: 7,
      empty: null,
      createdAt: new Date('2026-11-22T12:00:00Z'),
    });
    expect(redacted).toEqual({
      password: '[redacted]',
      confirmPassword: '[redacted]',
      currentPassword: '[redacted]',
      passcode: '[redacted]',
      code: '[redacted]',
      portalToken: '[redacted]',
      clientSecret: '[redacted]',
      accountNumber: '[redacted]',
      routingNumber: '[redacted]',
      card: { number: '[redacted]', cvc: '[redacted]', last4: '4242', brand: 'visa' },
      bank: { accountNumberLast4: '6789', nickname: 'Checking' },
      registrationKey: '[redacted]',
      zipCode: '12345',
      postalCode: 'K1A 0B1',
      nested: [{ apiKey: '[redacted]', label: 'Cell', phone: '(555) 010-2233' }],
      passwordHash: '[redacted]',
      authorizationId: 7,
      empty: null,
      createdAt: '2026-11-22T12:00:00.000Z',
    });
  });

  it('redacts what looks like a token or a card number inside any text', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXBhcnQ';
    expect(redactText(`my token is ${jwt} ok`)).toBe('my token is [redacted] ok');
    expect(redactText('Authorization: Bearer abc.def')).toBe('Authorization: [redacted]');
    expect(redactText('key sk_test_51HxYz and seti_123_secret_456')).toBe('key [redacted] and [redacted]');
    expect(redactText('card 4242 4242 4242 4242 please')).toBe('card [redacted] ending 4242 please');
    expect(redactText('card 4000-0566-5566-5556')).toBe('card [redacted] ending 5556');
    expect(redactText('random a8F3kd92LmQp0Zx7Yt5Wv1')).toBe('random [redacted]');
    // what a message ordinarily holds stays
    const ordinary = 'Call me at (555) 010-2233 or 555-010-2233 about unit 12, invoice 2026-11-22.';
    expect(redactText(ordinary)).toBe(ordinary);
    expect(redactText('The pool gate at 10 Harbor Point Road')).toBe('The pool gate at 10 Harbor Point Road');
  });

  it('names secret keys however they are written', () => {
    for (const key of [
      'password',
      'PASSWORD',
      'new_password',
      'otp',
      'pin',
      'cardNumber',
      'card_number',
      'x-api-key',
      'sessionToken',
      'Cookie',
      'ssn',
    ]) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of [
      'label',
      'zip',
      'zipCode',
      'last4',
      'cardLast4',
      'phone',
      'email',
      'subject',
      'message',
      'body',
      'authorizationId',
    ]) {
      expect(isSecretKey(key), key).toBe(false);
    }
  });
});
