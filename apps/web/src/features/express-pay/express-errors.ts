import { type AuthenticateBody, expressPayErrorCodes, expressPayMessages } from '@hoa/contracts/express-pay';
import { errorText } from '../../lib/api/error-text';
import { isApiError } from '../../lib/api/request-failure';

export type DeadLinkReason = keyof typeof expressPayErrorCodes;

const reasonsByCode = new Map<string, DeadLinkReason>(
  Object.entries(expressPayErrorCodes).map(([reason, code]) => [code, reason as DeadLinkReason]),
);

/** Why the link cannot be used (unknown, expired, used, withdrawn), or null for any other failure. */
export function deadLinkReason(error: unknown): DeadLinkReason | null {
  return isApiError(error) ? (reasonsByCode.get(error.errorCode ?? '') ?? null) : null;
}

/** Whether a fresh link may be asked for: only an ended link (expired or used) names an account to send to. */
export const renewable = (reason: DeadLinkReason) => reason === 'expiredLink' || reason === 'usedLink';

export const deadLinkText = (reason: DeadLinkReason) => expressPayMessages[reason];

/**
 * What went wrong with an express-pay call, for the payer: a 401 is about the link or its session (said
 * plainly; a signed-in user's texts would send them to sign in), anything else as the app words it.
 */
export function expressErrorText(error: unknown): string {
  const reason = deadLinkReason(error);
  if (reason) return deadLinkText(reason);
  if (isApiError(error) && error.status === 401) return expressPayMessages.sessionEnded;
  return errorText(error);
}

/** The page's key for a link, for what is kept in this tab (its receipt). */
export const linkStorageKey = (link: AuthenticateBody) => `hoa.epay.${link.strategy}.${link.link}`;
