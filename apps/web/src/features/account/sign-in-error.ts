import { loginErrorTexts } from '../../lib/api/login-error-texts';
import { isApiError } from '../../lib/api/request-failure';

/** The inline text for a failed sign-in call: the spec's login texts, rate limits, or a generic line. */
export function signInErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  const code = error.errorCode;
  if (code && loginErrorTexts[code]) {
    const text = loginErrorTexts[code];
    return error.retryAfterSeconds ? `${text} Try again in ${error.retryAfterSeconds} seconds.` : text;
  }
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    return `Too many attempts. Try again in ${wait} seconds.`;
  }
  if (error.failure.kind === 'network') return 'Network Error';
  const body = error.body;
  return body?.detail ?? body?.message ?? 'An unexpected error occurred.';
}
