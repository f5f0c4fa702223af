import type { MethodKind } from '@hoa/contracts/billing';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { checkoutLinks } from './express-pay';
import { payments } from './payments';

export const expressPaySetupStatuses = ['open', 'confirmed', 'cancelled'] as const;
export type ExpressPaySetupStatus = (typeof expressPaySetupStatuses)[number];

/**
 * An express payment being set up on a checkout link (issue 15, ADR 118): the amount and method kind the
 * payer chose, the processor setup their card or bank details went to, and their acceptance of the
 * disclosure (and for a bank payment the one-time ACH authorization, kept with its version, time and
 * address). Confirming turns it into a `payments` row of kind `express`, exactly once.
 */
export const expressPaySetups = pgTable(
  'express_pay_setups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    checkoutLinkId: requiredRef(() => checkoutLinks.id),
    amount: bigint({ mode: 'number' }).notNull(),
    methodKind: text().$type<MethodKind>().notNull(),
    /** The processor's setup (SetupIntent) the browser sends the card or bank details to. */
    processorSetupId: text().notNull(),
    status: text().$type<ExpressPaySetupStatus>().notNull().default('open'),
    /** Where the receipt goes, if the payer gave an address. */
    payerEmail: text(),
    /** Acceptance of the payment terms (and, for a bank payment, the one-time ACH authorization). */
    termsVersion: text(),
    achAuthorizationVersion: text(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedFrom: text(),
    /** The payment a confirm made (one per setup). */
    paymentId: bigint({ mode: 'number' })
      .references(() => payments.id)
      .unique(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('express_pay_setups_link_idx').on(t.checkoutLinkId),
    check('express_pay_setups_amount_positive', sql`${t.amount} > 0`),
    check('express_pay_setups_kind_check', sql`${t.methodKind} in ('card', 'bank')`),
    check('express_pay_setups_status_check', sql`${t.status} in ('open', 'confirmed', 'cancelled')`),
    check(
      'express_pay_setups_confirmed_check',
      sql`(${t.status} = 'confirmed') = (${t.paymentId} is not null)`,
    ),
  ],
);
