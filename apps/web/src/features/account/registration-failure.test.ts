import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/request-failure';
import { parseFieldDetail, registrationFailure } from './registration-failure';

const apiError = (body: Record<string, string> | null, status = 400) =>
  new ApiError(
    { kind: 'http', status, body },
    '/Registration/SignUp',
    `Request failed with status code ${status}`,
  );

describe('parseFieldDetail', () => {
  it('reads body.<field>: <message>', () => {
    expect(parseFieldDetail('body.accountNumber: Account number not found')).toEqual({
      field: 'accountNumber',
      message: 'Account number not found',
    });
    expect(parseFieldDetail('body.captcha:Please complete the captcha')).toEqual({
      field: 'captcha',
      message: 'Please complete the captcha',
    });
  });

  it('is null for other details', () => {
    expect(parseFieldDetail(undefined)).toBeNull();
    expect(parseFieldDetail('')).toBeNull();
    expect(parseFieldDetail('Something broke')).toBeNull();
    expect(parseFieldDetail('query.page: must be a number')).toBeNull();
    expect(parseFieldDetail('body.email:')).toBeNull();
  });
});

describe('registrationFailure', () => {
  const fields = ['accountNumber', 'email', 'captcha'] as const;

  it('puts a field detail at that field', () => {
    const error = apiError({
      errorCode: 'REGISTRATION_NOT_FOUND',
      message: 'Account number not found',
      detail: 'body.accountNumber: Account number not found',
    });
    expect(registrationFailure(error, fields)).toEqual({
      kind: 'field',
      field: 'accountNumber',
      message: 'Account number not found',
    });
  });

  it('uses the error message, not the raw detail, for a field the form lacks', () => {
    const error = apiError({
      message: 'Registration key not found',
      detail: 'body.registrationKey: not found',
    });
    expect(registrationFailure(error, fields)).toEqual({
      kind: 'alert',
      message: 'Registration key not found',
    });
  });

  it('keeps the alert text for other failures', () => {
    expect(registrationFailure(apiError({ detail: 'Server exploded' }, 500), fields)).toEqual({
      kind: 'alert',
      message: 'Server exploded',
    });
    expect(registrationFailure(new Error('boom'), fields)).toEqual({
      kind: 'alert',
      message: 'Something went wrong. Please try again.',
    });
  });
});
