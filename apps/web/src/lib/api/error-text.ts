import { clientMessages } from '@hoa/contracts/client-messages';
import { currentPathname } from '../app-navigation';
import { planFailureResponse } from './error-toast';
import { isApiError } from './request-failure';

/** An error whose message is already written for the user (e.g. the payment processor's refusal). */
export class UserFacingError extends Error {}

/**
 * What went wrong, in the words an error toast would use (SPEC §8: translated code, else the server's
 * text, with its error id), for the calls whose pages show the message beside the form instead.
 */
export function errorText(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  if (!isApiError(error)) return clientMessages.unexpected;
  const plan = planFailureResponse(error.failure, {
    requestPath: error.requestPath,
    currentPathname: currentPathname(),
  });
  return plan.toast?.lines.join(' ') ?? clientMessages.unexpected;
}

export const isErrorCode = (error: unknown, code: string) => isApiError(error) && error.errorCode === code;
