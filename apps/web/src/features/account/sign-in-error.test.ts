import { describe, expect, it } from 'vitest';
import { ApiError, type RequestFailure } from '../../lib/api/request-failure';
import { signInErrorText } from './sign-in-error';

const http = (status: number, body: Record<string, string> | null): RequestFailure => ({
  kind: 'http',
  status,
  body,
});

describe('inline sign-in errors (SPEC §8 "Login")', () => {
  it.each([
    ['AUTH_NO_ACCOUNT', 'No account found'],
    ['AUTH_INVALID_PASSWORD', 'Invalid password'],
    ['AUTH_INVALID_COMPANY', 'Invalid username, password, or company'],
    ['AUTH_WRONG_CODE', 'The verification code you entered is incorrect.'],
  ])('%s reads %s', (errorCode, text) => {
    const error = new ApiError(
      http(401, { errorCode, message: 'server wording' }),
      '/Users/Authenticate',
      'x',
    );
    expect(signInErrorText(error)).toBe(text);
  });

  it('says how long to wait when rate limited', () => {
    expect(signInErrorText(new ApiError(http(429, { errorCode: 'RATE_LIMITED' }), '/p', 'x', 30))).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(
      signInErrorText(new ApiError(http(429, { errorCode: 'AUTH_RESEND_TOO_SOON' }), '/p', 'x', 12)),
    ).toBe('Please wait before requesting another code. Try again in 12 seconds.');
  });

  it('falls back to the server text, network errors and a generic line', () => {
    expect(signInErrorText(new ApiError(http(400, { detail: 'Bad input' }), '/p', 'x'))).toBe('Bad input');
    expect(signInErrorText(new ApiError({ kind: 'network' }, '/p', 'x'))).toBe('Network Error');
    expect(signInErrorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
