import { isApiError } from './request-failure';

/** A decline's reason ("Your card was declined.") from a PAYMENT_DECLINED answer; the page says what to do. */
export function declineText(error: unknown): string | null {
  if (!isApiError(error) || error.errorCode !== 'PAYMENT_DECLINED') return null;
  const reason = error.body?.message ?? 'The payment was declined';
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}
