import { validationMessages as m } from '@hoa/contracts/validation-messages';

/**
 * The sign-in forms' checks without loading zod on /login (page-weight budget): the same rules and
 * messages as the contracts' schemas, which login-validation.test.ts compares them against.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** zod 4's e-mail pattern (z.email()), copied so zod stays off /login; the test pins it to zod's. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return m.emailRequired;
  if (email.length > 254 || !emailPattern.test(email)) return m.emailInvalid;
  return undefined;
}

export function passwordError(value: string): string | undefined {
  return value.length === 0 ? m.passwordRequired : undefined;
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
