import type { AccessTokenResponse, SendOtpResponse } from '@hoa/contracts/auth';
import { usersClient } from '../../../lib/api/service-clients';

// Responses are typed, not parsed: zod stays off the /login route (page-weight budget, ADR 040).

/** POST /OneTimePassword: e-mails a 6-digit code; the answer says when a resend is allowed. */
export function sendOneTimePassword(userName: string): Promise<SendOtpResponse> {
  return usersClient.request('/OneTimePassword', {
    method: 'POST',
    body: { userName },
    suppressErrorToast: true,
  });
}

/** POST /OneTimePassword/verify: a session for a correct code. */
export function verifyOneTimePassword(userName: string, code: string): Promise<AccessTokenResponse> {
  return usersClient.request('/OneTimePassword/verify', {
    method: 'POST',
    body: { userName, code },
    suppressErrorToast: true,
  });
}

/** PUT /OneTimePassword/reset: sets a new password; every session ends and the answer is a new one. */
export function resetPassword(values: {
  password: string;
  confirmPassword: string;
}): Promise<AccessTokenResponse> {
  return usersClient.request('/OneTimePassword/reset', {
    method: 'PUT',
    body: values,
    suppressErrorToast: true,
  });
}
