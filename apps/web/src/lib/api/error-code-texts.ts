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

/** Codes whose toast carries a link to the profile settings page. */
export const profileLinkErrorCodes: ReadonlySet<string> = new Set(['PA037']);
