import { businessConstants } from '@hoa/contracts/business-constants';
import { validationMessages as m } from '@hoa/contracts/validation-messages';
import { regexes } from 'zod/v4/core';

/**
 * The sign-in forms' checks without loading zod on /login (page-weight budget): the same rules and
 * messages as the contracts' schemas, which login-validation.test.ts compares them against.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const otpCodeMessage = 'Enter the 6-digit code from the e-mail';

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return m.emailRequired;
  if (email.length > 254 || !regexes.email.test(email)) return m.emailInvalid;
  return undefined;
}

export function passwordError(value: string): string | undefined {
  return value.length === 0 ? m.passwordRequired : undefined;
}

export function codeError(value: string): string | undefined {
  return /^\d{6}$/.test(value.trim()) ? undefined : otpCodeMessage;
}

export function newPasswordErrors(values: {
  password: string;
  confirmPassword: string;
}): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (!values.password) errors.password = m.passwordRequired;
  else if (values.password.length < businessConstants.minPasswordLength) errors.password = m.passwordTooShort;
  if (!values.confirmPassword) errors.confirmPassword = m.passwordRequired;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = m.passwordsDoNotMatch;
  return errors;
}

export function credentialErrors(values: {
  userName: string;
  password: string;
}): FieldErrors<'userName' | 'password'> {
  const errors: FieldErrors<'userName' | 'password'> = {};
  const userName = emailError(values.userName);
  const password = passwordError(values.password);
  if (userName) errors.userName = userName;
  if (password) errors.password = password;
  return errors;
}

/** Texts of SPEC §8 "Login", keyed by the API's error codes (mirrors loginMessages/authErrorCodes). */
export const loginErrorTexts: Readonly<Record<string, string>> = {
  AUTH_NO_ACCOUNT: 'No account found',
  AUTH_INVALID_PASSWORD: 'Invalid password',
  AUTH_INVALID_COMPANY: 'Invalid username, password, or company',
  AUTH_WRONG_CODE: 'The verification code you entered is incorrect.',
  AUTH_CODE_EXPIRED: 'The verification code has expired. Request a new one.',
  AUTH_RESEND_TOO_SOON: 'Please wait before requesting another code.',
  AUTH_MIMIC_FORBIDDEN: 'This is not allowed in mimic mode.',
};
