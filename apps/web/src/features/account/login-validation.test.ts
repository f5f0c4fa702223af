import {
  authErrorCodes,
  authenticateRequestSchema,
  loginMessages,
  setPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '@hoa/contracts/auth';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { errorCodeTexts } from '../../lib/api/error-code-texts';
import { loginErrorTexts } from '../../lib/api/login-error-texts';
import { credentialErrors, emailError, emailPattern } from './login-validation';
import { codeError, newPasswordErrors } from './passcode-validation';

function zodErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

const emails = [
  '',
  '   ',
  'ann',
  'ann@',
  'ann@example',
  'ann@example.com',
  ' Ann@Example.com ',
  `${'a'.repeat(250)}@x.io`,
];
const passwords = ['', 'x', 'secret', 'a much longer passphrase'];

describe('sign-in checks without zod give the contracts’ messages (SPEC §5)', () => {
  it.each(
    emails.flatMap((userName) => passwords.map((password) => [userName, password])),
  )('credentials %j / %j', (userName, password) => {
    expect(credentialErrors({ userName, password })).toEqual(
      zodErrors(authenticateRequestSchema, { userName, password }),
    );
  });

  it.each(['', '12345', '123456', ' 123456 ', '12345a', '1234567'])('code %j', (code) => {
    const expected = zodErrors(verifyOtpRequestSchema, { userName: 'a@b.co', code }).code;
    expect(codeError(code)).toBe(expected);
  });

  it.each(
    passwords.flatMap((password) =>
      ['', 'secret', 'x', password].map((confirmPassword) => [password, confirmPassword]),
    ),
  )('new password %j / %j', (password, confirmPassword) => {
    expect(newPasswordErrors({ password, confirmPassword })).toEqual(
      zodErrors(setPasswordRequestSchema, { password, confirmPassword }),
    );
  });

  it('uses zod’s own e-mail pattern', () => {
    const samples = [
      ...emails,
      'a-b@c-d.io',
      "o'neil+x@mail.example.org",
      'a..b@c.io',
      '-a@b.io',
      'a@-b.io',
      'a@b.c',
    ];
    for (const sample of samples) expect(emailPattern.test(sample), sample).toBe(regexes.email.test(sample));
  });

  it('uses the spec texts', () => {
    expect(emailError('')).toBe('Email required');
    expect(emailError('nope')).toBe('Invalid email');
  });
});

describe('login error texts (SPEC §8)', () => {
  it('mirror the contracts and are the app’s translations too', () => {
    expect(loginErrorTexts[authErrorCodes.noAccount]).toBe(loginMessages.noAccount);
    expect(loginErrorTexts[authErrorCodes.invalidPassword]).toBe(loginMessages.invalidPassword);
    expect(loginErrorTexts[authErrorCodes.invalidCompany]).toBe(loginMessages.invalidCompany);
    expect(loginErrorTexts[authErrorCodes.wrongCode]).toBe(loginMessages.wrongCode);
    for (const code of Object.values(authErrorCodes))
      expect(errorCodeTexts[code]).toBe(loginErrorTexts[code]);
  });
});
