import { createHash, randomBytes } from 'node:crypto';
import {
  type CheckoutLinkState,
  type CheckoutStrategy,
  checkoutLinkBytes,
  checkoutLinkDays,
  expressPayErrorCodes,
  expressPayMessages,
} from '@hoa/contracts/express-pay';
import { and, eq, inArray, isNull, min } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { subLedgers } from '../../db/schema/books';
import { checkoutLinks } from '../../db/schema/express-pay';
import { type PaymentStatus, payments } from '../../db/schema/payments';
import { properties } from '../../db/schema/properties';
import { AppError } from '../../errors/app-error';

export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;

/** The stored form of a link's secret: hex SHA-256 (the secret itself is never stored). */
export const hashLinkSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The account a link is for: its owner (who the link pays for) and the association's time zone. */
export async function linkAccount(
  db: Db,
  subLedgerId: number,
): Promise<{ ownerId: number; timeZone: string }> {
  const [account] = await db
    .select({ ownerId: properties.ownerId, timeZone: associations.timeZone })
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .innerJoin(associations, eq(associations.id, properties.associationId))
    .where(eq(subLedgers.id, subLedgerId));
  if (!account) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return account;
}

interface NewLink {
  strategy: CheckoutStrategy;
  subLedgerId: number;
  recipientEmail?: string | undefined;
  createdByUserId?: number | undefined;
  now: Date;
}

/** The row of a new link with this secret (its hash), for the account's current owner. */
async function linkValues(db: Db, input: NewLink & { secret: string; expiresAt: Date }) {
  const { ownerId } = await linkAccount(db, input.subLedgerId);
  if ((input.strategy === 'email') !== (input.recipientEmail !== undefined)) {
    throw new Error('An e-mailed checkout link needs its recipient, and only an e-mailed one has one.');
  }
  return {
    tokenHash: hashLinkSecret(input.secret),
    strategy: input.strategy,
    ownerId,
    subLedgerId: input.subLedgerId,
    recipientEmail: input.recipientEmail?.toLowerCase() ?? null,
    createdByUserId: input.createdByUserId ?? null,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  };
}

/**
 * A new checkout link for one sub-ledger: returns the secret (to put into `/epay/{strategy}/{secret}`),
 * which exists only in this answer. Statement links last `checkoutLinkDays.statement` days and are
 * renewed with each statement; e-mailed links last 14 days and end with the first payment through them.
 */
export async function createCheckoutLink(
  db: Db,
  input: NewLink,
): Promise<{ secret: string; link: CheckoutLinkRow }> {
  const secret = randomBytes(checkoutLinkBytes).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + checkoutLinkDays[input.strategy] * dayMs);
  const [link] = await db
    .insert(checkoutLinks)
    .values(await linkValues(db, { ...input, secret, expiresAt }))
    .returning();
  return { secret, link: link as CheckoutLinkRow };
}

/**
 * The link of a secret the caller derived (a statement link, ADR 120): written the first time, then
 * found again as it is. Nothing about an existing row changes, so a revoked link stays revoked.
 */
export async function keepCheckoutLink(
  db: Db,
  input: NewLink & { secret: string; expiresAt: Date },
): Promise<CheckoutLinkRow> {
  await db
    .insert(checkoutLinks)
    .values(await linkValues(db, input))
    .onConflictDoNothing({ target: checkoutLinks.tokenHash });
  const [link] = await db
    .select()
    .from(checkoutLinks)
    .where(eq(checkoutLinks.tokenHash, hashLinkSecret(input.secret)));
  if (!link) throw new Error('The checkout link was not written');
  return link;
}

/** Payments that spend a link: charging, pending or processed (a declined or cancelled one does not). */
const spendingStatuses: PaymentStatus[] = ['charging', 'pending', 'processed'];

/** When each link was first paid through (confirmed), for the links that have been. */
export async function linkPaidTimes(db: Db, linkIds: readonly number[]): Promise<Map<number, Date>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({ linkId: payments.checkoutLinkId, paidAt: min(payments.confirmedAt) })
    .from(payments)
    .where(and(inArray(payments.checkoutLinkId, [...linkIds]), inArray(payments.status, spendingStatuses)))
    .groupBy(payments.checkoutLinkId);
  return new Map(
    rows.flatMap((row) => (row.linkId === null ? [] : [[row.linkId, row.paidAt ?? new Date(0)] as const])),
  );
}

/** What staff see of a link: revoked and paid win over expired, opened over sent. */
export function checkoutLinkState(link: CheckoutLinkRow, now: Date, paidAt: Date | null): CheckoutLinkState {
  if (link.revokedAt) return 'revoked';
  if (paidAt) return 'paid';
  if (link.expiresAt <= now) return 'expired';
  return link.openedAt ? 'opened' : 'sent';
}

const refusal = (code: keyof typeof expressPayErrorCodes) =>
  new AppError('UNAUTHORIZED', expressPayMessages[code], { errorCode: expressPayErrorCodes[code] });

/**
 * Why a link cannot be used to pay now, or null. An e-mailed link ends with its first payment; a statement
 * link stands until it expires (the owner may pay more than once in a month).
 */
export function linkRefusal(link: CheckoutLinkRow, now: Date, paid: boolean): AppError | null {
  if (link.revokedAt) return refusal('revokedLink');
  if (link.strategy === 'email' && paid) return refusal('usedLink');
  if (link.expiresAt <= now) return refusal('expiredLink');
  return null;
}

/** The link of this secret and strategy, in any state (a secret of one strategy never opens the other). */
async function findLink(db: Db, input: { strategy: CheckoutStrategy; secret: string }) {
  const [link] = await db
    .select()
    .from(checkoutLinks)
    .where(
      and(
        eq(checkoutLinks.tokenHash, hashLinkSecret(input.secret)),
        eq(checkoutLinks.strategy, input.strategy),
      ),
    );
  return link ?? null;
}

/**
 * The link a payer holds, by its secret and strategy; refused with a plain reason when it is unknown (also
 * for a link of the other strategy), revoked, used or expired. Marks it opened (only the payer's POST does).
 */
export async function openCheckoutLink(
  db: Db,
  input: { strategy: CheckoutStrategy; secret: string; now: Date },
): Promise<CheckoutLinkRow> {
  const link = await findLink(db, input);
  if (!link) throw refusal('invalidLink');
  const paid = (await linkPaidTimes(db, [link.id])).has(link.id);
  const refused = linkRefusal(link, input.now, paid);
  if (refused) throw refused;
  if (!link.openedAt) {
    await db
      .update(checkoutLinks)
      .set({ openedAt: input.now })
      .where(and(eq(checkoutLinks.id, link.id), isNull(checkoutLinks.openedAt)));
  }
  return link;
}

/** The link a secret names, for a fresh one by e-mail: any link but a withdrawn one (null: none). */
export async function renewableLink(
  db: Db,
  input: { strategy: CheckoutStrategy; secret: string },
): Promise<CheckoutLinkRow | null> {
  const link = await findLink(db, input);
  return link && !link.revokedAt ? link : null;
}

/** The link an epay token was issued for, if it still stands for reading (a used link may show its receipt). */
export async function loadStandingLink(db: Db, checkoutLinkId: number, now: Date): Promise<CheckoutLinkRow> {
  const [link] = await db.select().from(checkoutLinks).where(eq(checkoutLinks.id, checkoutLinkId));
  if (!link) throw refusal('invalidLink');
  if (link.revokedAt) throw refusal('revokedLink');
  if (link.expiresAt <= now) throw refusal('expiredLink');
  return link;
}

/** Staff withdraw a link: it stops working at once, epay tokens already issued for it included. */
export async function revokeCheckoutLink(
  db: Db,
  input: { checkoutLinkId: number; byUserId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(checkoutLinks)
    .set({ revokedAt: input.now, revokedByUserId: input.byUserId })
    .where(and(eq(checkoutLinks.id, input.checkoutLinkId), isNull(checkoutLinks.revokedAt)))
    .returning({ id: checkoutLinks.id });
  return rows.length > 0;
}
