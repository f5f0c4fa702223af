import { createHmac } from 'node:crypto';
import { localInstant } from '@hoa/contracts/community-time';
import { checkoutLinkBytes, checkoutLinkDays } from '@hoa/contracts/express-pay';
import { addCalendarDays, calendarDateIn } from '@hoa/contracts/payment-rules';
import { storedSecret } from '../../db/app-secret';
import type { Db } from '../../db/database';
import { type CheckoutLinkRow, keepCheckoutLink, linkAccount } from './checkout-links';
import { checkoutLinkHref } from './send-checkout-link';

/*
 * Statement links (issue 15, ADR 120): one standing link per owner, sub-ledger and statement month,
 * printed (text and QR code) on every statement of that month and put into its payment reminders. The
 * secret is an HMAC of those three under a server secret, so a statement rendered again on demand prints
 * the same link, while the database holds only its hash like any other link's.
 */

/** The `app_secrets` row whose value keys the statement links' HMAC (created on first use). */
export const statementLinkKeyName = 'statement_link_key';

/** The statement month of an instant in the association's time zone: `YYYY-MM`. */
export const statementMonth = (now: Date, timeZone: string) => calendarDateIn(now, timeZone).slice(0, 7);

/** The secret of the statement link of one owner's sub-ledger for one month. */
export function statementLinkSecret(
  key: string,
  input: { ownerId: number; subLedgerId: number; month: string },
): string {
  return createHmac('sha256', key)
    .update(`statement:${input.ownerId}:${input.subLedgerId}:${input.month}`, 'utf8')
    .digest()
    .subarray(0, checkoutLinkBytes)
    .toString('base64url');
}

export interface StatementLink {
  href: string;
  link: CheckoutLinkRow;
}

/**
 * The account's statement link for the month of `now` (in the association's zone): written the first
 * time a statement or reminder of that month asks for it, valid until 45 days after the month began, and
 * the same address every time after. Null when staff revoked it: it is not revived, and the statements
 * of that month go out without a link (the next month's is a new one).
 */
export async function statementLink(
  db: Db,
  input: { subLedgerId: number; publicUrl: string; now: Date },
): Promise<StatementLink | null> {
  const [key, account] = await Promise.all([
    storedSecret(db, statementLinkKeyName),
    linkAccount(db, input.subLedgerId),
  ]);
  const month = statementMonth(input.now, account.timeZone);
  const secret = statementLinkSecret(key, {
    ownerId: account.ownerId,
    subLedgerId: input.subLedgerId,
    month,
  });
  const link = await keepCheckoutLink(db, {
    strategy: 'statement',
    subLedgerId: input.subLedgerId,
    secret,
    now: input.now,
    expiresAt: localInstant(
      addCalendarDays(`${month}-01`, checkoutLinkDays.statement),
      '00:00',
      account.timeZone,
    ),
  });
  if (link.revokedAt) return null;
  return { href: checkoutLinkHref(input.publicUrl, 'statement', secret), link };
}
