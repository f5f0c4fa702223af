import { clientMessages } from '@hoa/contracts/client-messages';
import type { ErrorBody } from '@hoa/contracts/error-body';
import { pathOf } from '../pages';
import { errorCodeTexts, profileSettingsErrorCodes } from './error-code-texts';
import type { RequestFailure } from './request-failure';
import { shouldSignOutOn401 } from './unauthorized';

/** The content of one error toast; rendering lives in show-error-toast.tsx. */
export interface ErrorToastContent {
  title: string;
  lines: string[];
  /** Show a link to profile settings (PA037: no primary e-mail). */
  profileLink: boolean;
}

export interface FailureResponse {
  signOut: boolean;
  toast: ErrorToastContent | null;
  /** The page the user is sent to (SPEC §8 PA037: profile settings, to add a primary e-mail). */
  sendTo?: string;
}

export interface FailureContext {
  /** Service path after the /api prefix, e.g. '/Users/Authenticate'. */
  requestPath: string;
  /** The page the user is on. */
  currentPathname: string;
  /** The caller shows its own message for this request. */
  suppressErrorToast?: boolean;
  /** errorCode → text; defaults to the app's table. */
  texts?: Readonly<Record<string, string>>;
}

function toast(lines: string[], profileLink = false): ErrorToastContent {
  return { title: clientMessages.errorToastTitle, lines, profileLink };
}

/** SPEC §8 generic response handling, as data: whether to sign out and which toast to show. */
export function planFailureResponse(failure: RequestFailure, context: FailureContext): FailureResponse {
  const quiet = context.suppressErrorToast === true;
  switch (failure.kind) {
    case 'cancelled':
      return { signOut: false, toast: null };
    case 'network':
      return { signOut: false, toast: quiet ? null : toast([clientMessages.networkError]) };
    case 'http':
      break;
  }
  const { status, body } = failure;
  if (status === 401 && shouldSignOutOn401(context.requestPath, context.currentPathname)) {
    return { signOut: true, toast: null };
  }
  const code = body?.errorCode;
  // The user is sent away, so the toast says why even where the page would have shown the message itself.
  if (body && code !== undefined && profileSettingsErrorCodes.has(code)) {
    return {
      signOut: false,
      toast: toast(messageLines(body, context), true),
      sendTo: pathOf('profileSettings'),
    };
  }
  if (quiet) return { signOut: false, toast: null };
  if (status >= 500) {
    const code = body?.errorCode ?? clientMessages.defaultServerErrorCode;
    return {
      signOut: false,
      toast: toast([...clientMessages.serverErrorLines, clientMessages.errorCodeLine(code)]),
    };
  }
  if (!body) return { signOut: false, toast: toast([`Request failed with status code ${status}`]) };
  return { signOut: false, toast: toast(messageLines(body, context)) };
}

/** The translated text for the code, else the server's words, then the error id. */
function messageLines(body: Partial<ErrorBody>, context: FailureContext): string[] {
  const texts = context.texts ?? errorCodeTexts;
  const translated = body.errorCode ? texts[body.errorCode] : undefined;
  const text = translated ?? body.detail ?? body.message ?? body.title ?? clientMessages.unexpected;
  return body.errorId ? [text, clientMessages.errorIdLine(body.errorId)] : [text];
}
