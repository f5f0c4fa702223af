import { type CheckoutLinkDto, maskAccountNumber } from '@hoa/contracts/express-pay';
import { formatInstantDate } from '@hoa/contracts/format';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkoutLinks } from '../../db/schema/express-pay';
import { queueMails } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import type { SubLedgerContext } from '../payments/sub-ledger-context';
import { type CheckoutLinkRow, checkoutLinkState, createCheckoutLink, linkPaidTimes } from './checkout-links';

/** A link's address in the portal: `/epay/{strategy}/{secret}`. */
export const checkoutLinkHref = (publicUrl: string, strategy: string, secret: string) =>
  `${publicUrl}/epay/${strategy}/${secret}`;

/**
 * Creates a one-time e-mailed link for the account and queues its e-mail in the same transaction, so a
 * link exists exactly when its message is on its way (issue 15, ADR 118).
 */
export async function sendCheckoutLink(
  db: Db,
  input: {
    subLedger: Pick<
      SubLedgerContext,
      'subLedgerId' | 'associationId' | 'associationName' | 'accountNumber' | 'timeZone'
    >;
    email: string;
    kind: 'staff' | 'owner' | 'renewal';
    createdByUserId: number | null;
    publicUrl: string;
    now: Date;
  },
): Promise<CheckoutLinkRow> {
  return db.transaction(async (tx) => {
    const { secret, link } = await createCheckoutLink(tx, {
      strategy: 'email',
      subLedgerId: input.subLedger.subLedgerId,
      recipientEmail: input.email,
      createdByUserId: input.createdByUserId ?? undefined,
      now: input.now,
    });
    const mail = composeMail('expressPayLink', {
      associationName: input.subLedger.associationName,
      account: `Account ${maskAccountNumber(input.subLedger.accountNumber)}`,
      href: checkoutLinkHref(input.publicUrl, 'email', secret),
      validUntil: formatInstantDate(link.expiresAt, input.subLedger.timeZone),
      kind: input.kind,
    });
    await queueMails(
      tx,
      [{ to: input.email, mail, sender: { associationId: input.subLedger.associationId } }],
      input.now,
    );
    return link;
  });
}

export function checkoutLinkDto(link: CheckoutLinkRow, now: Date, paidAt: Date | null): CheckoutLinkDto {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: link.id,
    strategy: link.strategy,
    state: checkoutLinkState(link, now, paidAt),
    recipientEmail: link.recipientEmail,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    openedAt: iso(link.openedAt),
    paidAt: iso(paidAt),
    revokedAt: iso(link.revokedAt),
  };
}

/** The account's links, newest first. */
export async function listCheckoutLinks(db: Db, subLedgerId: number, now: Date): Promise<CheckoutLinkDto[]> {
  const rows = await db
    .select()
    .from(checkoutLinks)
    .where(eq(checkoutLinks.subLedgerId, subLedgerId))
    .orderBy(desc(checkoutLinks.createdAt), desc(checkoutLinks.id))
    .limit(100);
  const paid = await linkPaidTimes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => checkoutLinkDto(row, now, paid.get(row.id) ?? null));
}
