import { loginErrorTexts } from './login-error-texts';
import { paymentErrorTexts } from './payment-error-texts';

/**
 * Texts shown instead of the server's wording for known error codes (SPEC §8 "translated text").
 * Later features add their codes here.
 */
export const errorCodeTexts: Readonly<Record<string, string>> = {
  ...loginErrorTexts,
  ...paymentErrorTexts,
};

/** Codes that send the user to profile settings (PA037: add a primary e-mail there), with a link in the toast. */
export const profileSettingsErrorCodes: ReadonlySet<string> = new Set(['PA037']);
