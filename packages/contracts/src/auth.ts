import { z } from 'zod';
import { businessConstants } from './business-constants';
import { text } from './request-fields';
import { validationMessages as m } from './validation-messages';

/**
 * Wire contracts of the users service's sign-in calls (SPEC §7 "Users and registration").
 * The same schemas validate forms in the web app (with the spec's messages) and requests in the API.
 */

// Users can type the e-mail in any case; the server compares it lowercased.
export const emailField = text({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

export const passwordField = text({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1024);

export const newPasswordField = passwordField.min(businessConstants.minPasswordLength, m.passwordTooShort);

export const clientIdField = text()
  .trim()
  .min(1)
  .max(64)
  .describe('Management company code (the JWT Customer)');

export const authenticateRequestSchema = z
  .object({ userName: emailField, password: passwordField, clientId: clientIdField.optional() })
  .meta({ id: 'AuthenticateRequest' });
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

export const accessTokenResponseSchema = z
  .object({
    token: text().describe('Short-lived access JWT with UserId and Customer claims'),
    userId: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AccessToken' });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** Without a body field: mint a portal token for the bearer. With `portalToken`: rotate it and renew access. */
export const portalTokenRequestSchema = z
  .object({ portalToken: text().min(1).max(512).optional() })
  .meta({ id: 'PortalTokenRequest' });
export const portalTokenResponseSchema = z
  .object({
    token: text().describe('The portal (refresh) token; single use, rotated on every renewal'),
    access: accessTokenResponseSchema.optional().describe('A renewed access token, when renewing'),
  })
  .meta({ id: 'PortalTokenResponse' });
export type PortalTokenResponse = z.infer<typeof portalTokenResponseSchema>;

export const otpCodeField = text({ error: m.inputRequired })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail');

export const sendOtpRequestSchema = z
  .object({ userName: emailField, clientId: clientIdField.optional() })
  .meta({ id: 'SendOneTimePasswordRequest' });
export const sendOtpResponseSchema = z
  .object({
    resendAfterSeconds: z
      .number()
      .int()
      .nonnegative()
      .describe('The server refuses another send before this'),
    expiresInSeconds: z.number().int().positive(),
  })
  .meta({ id: 'SendOneTimePasswordResponse' });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const verifyOtpRequestSchema = z
  .object({ userName: emailField, code: otpCodeField, clientId: clientIdField.optional() })
  .meta({ id: 'VerifyOneTimePasswordRequest' });

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;

export const setPasswordRequestSchema = z
  .object({ password: newPasswordField, confirmPassword: passwordField })
  .refine(matchingPasswords, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] })
  .meta({ id: 'SetPasswordRequest' });

export const changePasswordRequestSchema = z
  .object({ currentPassword: passwordField, password: newPasswordField, confirmPassword: passwordField })
  .refine(matchingPasswords, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] })
  .meta({ id: 'ChangePasswordRequest' });

export const changeLoginRequestSchema = z
  .object({ userName: emailField, password: passwordField })
  .meta({ id: 'ChangeLoginRequest' });

export const userSchema = z
  .object({ userId: z.number().int(), userName: text(), email: text() })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const securitySchema = z
  .object({
    userId: z.number().int(),
    customer: text(),
    isStaff: z.boolean(),
    mimic: z
      .object({ actorUserId: z.number().int(), actorName: text(), expiresAt: z.iso.datetime() })
      .nullable()
      .describe('Set while staff act as this homeowner'),
  })
  .meta({ id: 'Security' });
export type Security = z.infer<typeof securitySchema>;

export const profileConfigurationSchema = z
  .object({ billingTextNotificationsAvailable: z.boolean() })
  .meta({ id: 'ProfileConfiguration' });

/** Sign-up: an account number or a registration key identifies the owner record. */
export const signUpRequestSchema = z
  .object({
    method: z.enum(['accountNumber', 'registrationKey']),
    accountNumber: text().trim().max(32).optional(),
    registrationKey: text().trim().max(64).optional(),
    email: emailField,
    password: newPasswordField,
    confirmPassword: passwordField,
    captcha: text({ error: 'Please complete the captcha' }).min(1, 'Please complete the captcha').max(4096),
  })
  .refine((v) => v.method !== 'accountNumber' || Boolean(v.accountNumber), {
    message: m.accountNumberRequired,
    path: ['accountNumber'],
  })
  .refine((v) => v.method !== 'registrationKey' || Boolean(v.registrationKey), {
    message: m.registrationKeyRequired,
    path: ['registrationKey'],
  })
  .refine(matchingPasswords, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * A sign-up by account number is not finished until the caller proves control of the owner's mailbox:
 * a code goes to the e-mail address the association has on file (never to the one typed in).
 */
export const signUpCodeSentSchema = z
  .object({
    verificationId: z.uuid().describe('Names this sign-up in the verify call'),
    sentTo: z.string().describe('The address on file, partly hidden (j***@e***.com)'),
    expiresInSeconds: z.number().int().positive(),
    resendAfterSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'SignUpCodeSent' });
export type SignUpCodeSent = z.infer<typeof signUpCodeSentSchema>;

export const verifySignUpRequestSchema = z
  .object({ verificationId: z.uuid({ error: m.inputRequired }), code: otpCodeField })
  .meta({ id: 'VerifySignUpRequest' });
export type VerifySignUpRequest = z.infer<typeof verifySignUpRequestSchema>;

const phonePattern = /^\+?[0-9 ().-]{7,20}$/;

export const requestAccountRequestSchema = z
  .object({
    name: text({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200),
    email: emailField,
    phone: text({ error: m.phoneRequired })
      .trim()
      .min(1, m.phoneRequired)
      .regex(phonePattern, m.phoneInvalid),
    address: text({ error: m.addressRequired }).trim().min(1, m.addressRequired).max(300),
    associationName: text({ error: m.associationNameRequired })
      .trim()
      .min(1, m.associationNameRequired)
      .max(200),
    accountNumber: text().trim().max(32).optional(),
    captcha: text({ error: 'Please complete the captcha' }).min(1, 'Please complete the captcha').max(4096),
  })
  .meta({ id: 'RequestAccountRequest' });
export type RequestAccountRequest = z.infer<typeof requestAccountRequestSchema>;

/** Login error texts of SPEC §8, word for word. */
export const loginMessages = {
  noAccount: 'No account found',
  invalidPassword: 'Invalid password',
  invalidCompany: 'Invalid username, password, or company',
  wrongCode: 'The verification code you entered is incorrect.',
} as const;

export const authErrorCodes = {
  noAccount: 'AUTH_NO_ACCOUNT',
  invalidPassword: 'AUTH_INVALID_PASSWORD',
  invalidCompany: 'AUTH_INVALID_COMPANY',
  wrongCode: 'AUTH_WRONG_CODE',
  codeExpired: 'AUTH_CODE_EXPIRED',
  resendTooSoon: 'AUTH_RESEND_TOO_SOON',
  mimicForbidden: 'AUTH_MIMIC_FORBIDDEN',
  portalTokenInvalid: 'AUTH_PORTAL_TOKEN_INVALID',
  resetNotAllowed: 'AUTH_RESET_NOT_ALLOWED',
  loginTaken: 'AUTH_LOGIN_TAKEN',
  captchaInvalid: 'CAPTCHA_INVALID',
  registrationNotFound: 'REGISTRATION_NOT_FOUND',
  registrationNoEmailOnFile: 'REGISTRATION_NO_EMAIL_ON_FILE',
  rateLimited: 'RATE_LIMITED',
} as const;

/** Texts of the sign-up and account-change errors. */
export const registrationMessages = {
  emailTaken: 'An account with this email already exists.',
  noAccountNumber: 'No property with this account number',
  badRegistrationKey: 'This registration key is not valid',
  noEmailOnFile:
    'We have no e-mail address on file for this account. Sign up with your registration key, or request an account.',
  captcha: 'Please complete the captcha',
  mimicForbidden: 'This is not allowed in mimic mode.',
} as const;

/** `POST /Homeowner/Registration` answers with the id of the recorded request. */
export const requestAccountResponseSchema = z
  .object({ requestId: z.number().int() })
  .meta({ id: 'RequestAccountResponse' });
