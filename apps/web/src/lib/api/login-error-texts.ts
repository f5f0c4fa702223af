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
