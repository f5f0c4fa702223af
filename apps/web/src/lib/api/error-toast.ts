import { clientMessages } from '@hoa/contracts/client-messages';
import { errorCodeTexts, profileLinkErrorCodes } from './error-code-texts';
import type { RequestFailure } from './request-failure';
import { shouldSignOutOn401 } from './unauthorized';

/** The content of one error toast; rendering lives in show-error-toast.tsx. */
export interface ErrorToastContent {
  title: string;
  lines: string[];
  /** Show a link to /my/profile-settings (e.g. PA037: no primary e-mail). */
  profileLink: boolean;
}

export interface FailureResponse {
  signOut: boolean;
  toast: ErrorToastContent | null;
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
  if (quiet) return { signOut: false, toast: null };
  if (status >= 500) {
    const code = body?.errorCode ?? clientMessages.defaultServerErrorCode;
    return {
      signOut: false,
      toast: toast([...clientMessages.serverErrorLines, clientMessages.errorCodeLine(code)]),
    };
  }
  if (!body) return { signOut: false, toast: toast([`Request failed with status code ${status}`]) };
  const texts = context.texts ?? errorCodeTexts;
  const translated = body.errorCode ? texts[body.errorCode] : undefined;
  const text = translated ?? body.detail ?? body.message ?? body.title ?? clientMessages.unexpected;
  const lines = body.errorId ? [text, clientMessages.errorIdLine(body.errorId)] : [text];
  const profileLink = body.errorCode !== undefined && profileLinkErrorCodes.has(body.errorCode);
  return { signOut: false, toast: toast(lines, profileLink) };
}
