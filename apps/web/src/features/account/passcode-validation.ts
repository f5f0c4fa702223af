import { businessConstants } from '@hoa/contracts/business-constants';
import { validationMessages as m } from '@hoa/contracts/validation-messages';
import type { FieldErrors } from './login-validation';

/** Passcode and new-password checks (same rules and messages as the contracts' schemas; see the test). */
export const otpCodeMessage = 'Enter the 6-digit code from the e-mail';

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
