import { describe, expect, it } from 'vitest';
import { formFailure, parseFieldDetail } from './form-failure';
import { ApiError } from './request-failure';

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

describe('formFailure', () => {
  const fields = ['accountNumber', 'email', 'captcha'] as const;

  it('puts a field detail at that field', () => {
    const error = apiError({
      errorCode: 'REGISTRATION_NOT_FOUND',
      message: 'Account number not found',
      detail: 'body.accountNumber: Account number not found',
    });
    expect(formFailure(error, fields)).toEqual({
      field: 'accountNumber',
      message: 'Account number not found',
    });
  });

  it('uses the error message, not the raw detail, for a field the form lacks', () => {
    const error = apiError({
      message: 'Registration key not found',
      detail: 'body.registrationKey: not found',
    });
    expect(formFailure(error, fields)).toEqual({
      field: null,
      message: 'Registration key not found',
    });
  });

  it("words other failures as the form does, a conflict with the server's sentence", () => {
    const ownWords = (error: unknown) =>
      error instanceof ApiError ? `Sign-up failed (${error.status})` : 'Oops';
    expect(formFailure(apiError({ detail: 'Server exploded' }, 500), fields, ownWords)).toEqual({
      field: null,
      message: 'Sign-up failed (500)',
    });
    expect(formFailure(new Error('boom'), fields, ownWords)).toEqual({ field: null, message: 'Oops' });
    expect(formFailure(apiError({ message: 'That login is taken', errorId: 'e1' }, 409), fields)).toEqual({
      field: null,
      message: 'That login is taken',
    });
  });

  it('shows an input mistake (400) in its own words, without an error id', () => {
    const mistake = apiError({
      errorCode: 'VALIDATION_FAILED',
      detail: 'Choose a later date.',
      errorId: 'e3',
    });
    expect(formFailure(mistake, fields)).toEqual({ field: null, message: 'Choose a later date.' });
  });

  it("reads the message when an input mistake has an empty detail, and keeps a form's own wording", () => {
    const mistake = apiError({ errorCode: 'VALIDATION_FAILED', detail: '', message: 'Check the date.' });
    expect(formFailure(mistake, fields)).toEqual({ field: null, message: 'Check the date.' });
    expect(formFailure(mistake, fields, () => 'The sign-in text.')).toEqual({
      field: null,
      message: 'The sign-in text.',
    });
  });

  it('by default words other failures as the error toast would, with the error id', () => {
    expect(formFailure(apiError({ message: 'Not allowed', errorId: 'e2' }, 403), fields)).toEqual({
      field: null,
      message: 'Not allowed Error ID: e2',
    });
  });

  it("shows a schema refusal at the named field without the field path (the documents' name field)", () => {
    const refusal = apiError({
      errorCode: 'VALIDATION_FAILED',
      message: 'The request is invalid',
      detail: 'body.name: The name cannot contain invisible characters.',
    });
    expect(formFailure(refusal, ['name'] as const)).toEqual({
      field: 'name',
      message: 'The name cannot contain invisible characters.',
    });
  });
});
