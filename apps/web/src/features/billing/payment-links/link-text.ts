import { type CheckoutLinkDto, type CheckoutLinkState, checkoutLinkDays } from '@hoa/contracts/express-pay';
import { formatInstantDate } from '@hoa/contracts/format';
import { type FormFailure, formFailure } from '../../../lib/api/form-failure';
import { isApiError } from '../../../lib/api/request-failure';

/** Each state of a link as its badge reads (issue 15: sent, opened, paid, expired, revoked). */
export const linkStateLabels: Record<CheckoutLinkState, string> = {
  sent: 'Sent',
  opened: 'Opened',
  paid: 'Paid',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const linkStateColors: Record<CheckoutLinkState, string> = {
  sent: 'blue',
  opened: 'cyan',
  paid: 'green',
  expired: 'gray',
  revoked: 'red',
};

/** A link that still works, and so can be withdrawn: not paid, expired or withdrawn yet. */
export const isLive = (link: Pick<CheckoutLinkDto, 'state'>) =>
  link.state === 'sent' || link.state === 'opened';

/** Who a link went to: the payer's address, or the statements it is printed on. */
export const linkRecipient = (link: Pick<CheckoutLinkDto, 'recipientEmail'>) =>
  link.recipientEmail ?? 'Printed on statements';

/** "link sent to tenant@example.net on Nov 2, 2026": named so that two links to one address differ. */
export const linkName = (link: Pick<CheckoutLinkDto, 'recipientEmail' | 'createdAt'>, timeZone?: string) =>
  link.recipientEmail
    ? `link sent to ${link.recipientEmail} on ${formatInstantDate(link.createdAt, timeZone)}`
    : `statement link of ${formatInstantDate(link.createdAt, timeZone)}`;

/** What the owner (or staff) read once a link is on its way. */
export const sentNotice = (email: string) =>
  `A payment link was sent to ${email}. It works for ${checkoutLinkDays.email} days, for one payment.`;

/** The dates of a link worth reading, in its order of events: sent, opened, paid or withdrawn, expiry. */
export function linkDates(link: CheckoutLinkDto, timeZone?: string): { label: string; value: string }[] {
  const date = (instant: string) => formatInstantDate(instant, timeZone);
  const dates = [{ label: 'Sent', value: date(link.createdAt) }];
  if (link.openedAt) dates.push({ label: 'Opened', value: date(link.openedAt) });
  if (link.paidAt) dates.push({ label: 'Paid', value: date(link.paidAt) });
  if (link.revokedAt) dates.push({ label: 'Withdrawn', value: date(link.revokedAt) });
  // a paid or withdrawn link no longer runs out; a live one says until when it works
  if (link.state === 'expired') dates.push({ label: 'Expired', value: date(link.expiresAt) });
  else if (isLive(link)) dates.push({ label: 'Works until', value: date(link.expiresAt) });
  return dates;
}

/** "45 seconds", "1 minute", "57 minutes", "2 hours": a wait, rounded up. */
export function waitText(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/**
 * Where a refused send is said: a 429 (too many links for the account in the hour) in words with the wait
 * from Retry-After; everything else as every form says it (the address at its field).
 */
export function sendFailure(error: unknown): FormFailure<'email'> {
  if (isApiError(error) && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      field: null,
      message: `Too many payment links have been sent for this account in the last hour. ${
        wait ? `You can send another in ${waitText(wait)}.` : 'Please try again later.'
      }`,
    };
  }
  return formFailure(error, ['email'] as const);
}
