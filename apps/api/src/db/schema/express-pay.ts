import type { CheckoutStrategy } from '@hoa/contracts/express-pay';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subLedgers } from './books';
import { requiredRef } from './columns';
import { owners } from './owners';
import { users } from './users';

/**
 * Checkout links (issue 15, ADR 118): one account's express-pay link. Only the SHA-256 of the link's
 * 256-bit secret is kept, so the table cannot be turned back into working links. A link ends at its
 * expiry, when staff revoke it, or (an e-mailed link) once a payment through it is charged (a payment of
 * `payments.checkout_link_id` that is charging, pending or processed: derived, never stored twice).
 */
export const checkoutLinks = pgTable(
  'checkout_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the link's secret. */
    tokenHash: text().notNull().unique(),
    strategy: text().$type<CheckoutStrategy>().notNull(),
    ownerId: requiredRef(() => owners.id),
    subLedgerId: requiredRef(() => subLedgers.id),
    /** Where an e-mailed link was sent (null for statement links). */
    recipientEmail: text(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The first time a payer exchanged the link for an epay token (opening the page alone changes nothing). */
    openedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedByUserId: integer().references(() => users.id),
  },
  (t) => [
    index('checkout_links_sub_ledger_idx').on(t.subLedgerId, t.createdAt),
    check('checkout_links_strategy_check', sql`${t.strategy} in ('statement', 'email')`),
    check('checkout_links_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('checkout_links_email_check', sql`(${t.strategy} = 'email') = (${t.recipientEmail} is not null)`),
  ],
);
