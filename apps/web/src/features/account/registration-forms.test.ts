import {
  requestAccountRequestSchema,
  signUpRequestSchema,
  verifySignUpRequestSchema,
} from '@hoa/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };

async function messages(schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) {
  const { errors } = await zodResolver(schema)(values as never, undefined, options);
  return Object.fromEntries(
    Object.entries(errors as FieldErrors).map(([field, error]) => [field, error?.message]),
  );
}

describe('registration forms show the SPEC §5 messages at each field', () => {
  it('sign-up with an account number', async () => {
    expect(
      await messages(signUpRequestSchema, {
        method: 'accountNumber',
        accountNumber: '',
        registrationKey: '',
        email: 'nope',
        password: 'abc',
        confirmPassword: 'abd',
        captcha: '',
      }),
    ).toEqual({
      accountNumber: 'Account number is required',
      email: 'Invalid email',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
      captcha: 'Please complete the captcha',
    });
    expect(
      await messages(signUpRequestSchema, {
        method: 'accountNumber',
        accountNumber: '',
        email: 'a@b.co',
        password: 'secret',
        confirmPassword: 'secret',
        captcha: 'x',
      }),
    ).toEqual({ accountNumber: 'Account number is required' });
  });

  it('sign-up with a registration key', async () => {
    expect(
      await messages(signUpRequestSchema, {
        method: 'registrationKey',
        registrationKey: '',
        email: '',
        password: '',
        confirmPassword: '',
        captcha: 'x',
      }),
    ).toMatchObject({ email: 'Email required', password: 'Password required' });
    expect(
      await messages(signUpRequestSchema, {
        method: 'registrationKey',
        registrationKey: '',
        email: 'a@b.co',
        password: 'secret',
        confirmPassword: 'secret',
        captcha: 'x',
      }),
    ).toEqual({ registrationKey: 'Registration key is required' });
  });

  it('the code step of a sign-up by account number', async () => {
    expect(
      await messages(verifySignUpRequestSchema, {
        verificationId: '7f1c2a9e-1b2c-4d3e-8f4a-5b6c7d8e9f00',
        code: '12',
      }),
    ).toEqual({ code: 'Enter the 6-digit code from the e-mail' });
  });

  it('request an account', async () => {
    expect(
      await messages(requestAccountRequestSchema, {
        name: ' ',
        email: '',
        phone: 'abc',
        address: '',
        associationName: '',
        accountNumber: '',
        captcha: '',
      }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email required',
      phone: 'Invalid phone number',
      address: 'Address is required',
      associationName: 'Association name required',
      captcha: 'Please complete the captcha',
    });
    expect((await messages(requestAccountRequestSchema, { phone: '' })).phone).toBe(
      'Phone number is required',
    );
  });
});
