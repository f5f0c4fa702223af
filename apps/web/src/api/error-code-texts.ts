import { loginErrorTexts } from '../features/account/login-error-texts';

/**
 * Texts shown instead of the server's wording for known error codes (SPEC §8 "translated text").
 * Later features add their codes here.
 */
export const errorCodeTexts: Readonly<Record<string, string>> = {
  ...loginErrorTexts,
  PA037:
    'You need a primary e-mail address to log in to the payment provider. Add one in your profile settings.',
};

/** Codes whose toast carries a link to the profile settings page. */
export const profileLinkErrorCodes: ReadonlySet<string> = new Set(['PA037']);
