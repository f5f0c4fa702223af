import { clientMessages } from '@hoa/contracts/client-messages';
import { planFailureResponse } from '../../api/error-toast';
import { isApiError } from '../../api/request-failure';
import { currentPathname } from '../../app/app-navigation';
import { ProcessorError } from './processor/processor';

/**
 * What went wrong, in the words an error toast would use (SPEC §8: translated code, else the server's
 * text, with its error id), for the calls whose pages show the message beside the form instead.
 */
export function errorText(error: unknown): string {
  if (error instanceof ProcessorError) return error.message;
  if (!isApiError(error)) return clientMessages.unexpected;
  const plan = planFailureResponse(error.failure, {
    requestPath: error.requestPath,
    currentPathname: currentPathname(),
  });
  return plan.toast?.lines.join(' ') ?? clientMessages.unexpected;
}

/** A decline's reason ("Your card was declined.") from a PAYMENT_DECLINED answer; the page says what to do. */
export function declineText(error: unknown): string | null {
  if (!isApiError(error) || error.errorCode !== 'PAYMENT_DECLINED') return null;
  const reason = error.body?.message ?? 'The payment was declined';
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

export const isErrorCode = (error: unknown, code: string) => isApiError(error) && error.errorCode === code;
