import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { subLedgers } from './books';
import { inList, requiredRef } from './columns';

import { checkoutLinks } from './express-pay';
import { owners } from './owners';
import { properties } from './properties';
import { users } from './users';

export const methodKinds = ['card', 'bank'] as const;
export type MethodKindColumn = (typeof methodKinds)[number];

/** A saved card or bank account: the processor's reference and display details only. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Whose wallet the method is in; null for a method a payer entered on an express-pay link (ADR 118). */
    userId: integer().references(() => users.id),
    /** The express-pay link a method was entered on, for its payments only (never listed in a wallet). */
    checkoutLinkId: integer().references(() => checkoutLinks.id),
    processor: text().notNull(),
    processorMethodId: text().notNull(),
    kind: text().$type<MethodKindColumn>().notNull(),
    cardBrand: text(),
    cardFunding: text(),
    expMonth: smallint(),
    expYear: smallint(),
    bankName: text(),
    bankAccountType: text(),
    last4: text().notNull(),
    holderName: text(),
    /** The processor's fingerprint of the number (null when it gave none): duplicates share it. */
    fingerprint: text(),
    status: text().$type<'active' | 'removed'>().notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('payment_methods_user_processor_method_unique').on(t.userId, t.processor, t.processorMethodId),
    check('payment_methods_kind_check', sql`${t.kind} in (${inList(methodKinds)})`),
    check('payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_holder_check', sql`(${t.userId} is null) <> (${t.checkoutLinkId} is null)`),
    unique('payment_methods_link_processor_method_unique').on(
      t.checkoutLinkId,
      t.processor,
      t.processorMethodId,
    ),
  ],
);

/** A processor setup (SetupIntent) started by a user; confirmed into a saved method. */
export const paymentMethodSetups = pgTable('payment_method_setups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: requiredRef(() => users.id),
  processor: text().notNull(),
  processorSetupId: text().notNull().unique(),
  status: text().$type<'open' | 'confirmed' | 'cancelled'>().notNull().default('open'),
  paymentMethodId: integer().references(() => paymentMethods.id),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

export const paymentKinds = ['one_time', 'future', 'recurring', 'auto_draft', 'express'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
/**
 * setup → (confirm) → charging → processed (card) | pending (bank, until settled) → processed;
 * a decline returns it to setup; returned bank payments end `returned`; `cancelled` before confirm.
 */
export const paymentStatuses = [
  'setup',
  'charging',
  'pending',
  'scheduled',
  'processed',
  'cancelled',
  'failed',
  'returned',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One payment of one amount from one method to one sub-ledger (fees included in `total`). */
export const payments = pgTable(
  'payments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id),
    ownerId: requiredRef(() => owners.id),
    propertyId: requiredRef(() => properties.id),
    subLedgerId: requiredRef(() => subLedgers.id),
    associationId: requiredRef(() => associations.id),
    paymentMethodId: requiredRef(() => paymentMethods.id),
    /** The express-pay link a payment was made through (ADR 118). */
    checkoutLinkId: integer().references(() => checkoutLinks.id),
    kind: text().$type<PaymentKind>().notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    processingFee: bigint({ mode: 'number' }).notNull(),
    largeAmountFee: bigint({ mode: 'number' }).notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    /** The calendar date the payment is for (association time zone). */
    paymentDate: date({ mode: 'string' }).notNull(),
    notes: text(),
    /** Bumped on each charge attempt after a decline; part of the processor reference. */
    attempt: integer().notNull().default(0),
    processorChargeId: text(),
    failureMessage: text(),
    /** What created it when not the user directly: `future:12`, `recurring:7:2026-12-01`, `autodraft:3:2026-12`. */
    runKey: text().unique(),
    actorUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    returnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.subLedgerId, t.createdAt),
    index().on(t.ownerId),
    index().on(t.status),
    check('payments_kind_check', sql`${t.kind} in (${inList(paymentKinds)})`),
    index('payments_checkout_link_idx').on(t.checkoutLinkId),
    check('payments_status_check', sql`${t.status} in (${inList(paymentStatuses)})`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_fees_nonnegative', sql`${t.processingFee} >= 0 and ${t.largeAmountFee} >= 0`),
    check('payments_total_sum', sql`${t.total} = ${t.amount} + ${t.processingFee} + ${t.largeAmountFee}`),
  ],
);

const scheduleOwnership = {
  userId: requiredRef(() => users.id),
  ownerId: requiredRef(() => owners.id),
  propertyId: requiredRef(() => properties.id),
  subLedgerId: requiredRef(() => subLedgers.id),
  associationId: requiredRef(() => associations.id),
  paymentMethodId: requiredRef(() => paymentMethods.id),
};

export const scheduleStatuses = ['setup', 'active', 'cancelled', 'deactivated', 'completed'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];

/** A one-time payment scheduled for a later date. */
export const futurePayments = pgTable(
  'future_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...scheduleOwnership,
    amount: bigint({ mode: 'number' }).notNull(),
    scheduledDate: date({ mode: 'string' }).notNull(),
    notes: text(),
    status: text().$type<ScheduleStatus>().notNull().default('setup'),
    /** Why it stopped without the user asking (the method was removed). */
    deactivatedReason: text(),
    paymentId: bigint({ mode: 'number' }).references(() => payments.id),
    /** The date the upcoming-payment reminder was sent for (at most one reminder per date). */
    remindedFor: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.scheduledDate),
    index().on(t.subLedgerId),
    check('future_payments_amount_positive', sql`${t.amount} > 0`),
    check('future_payments_status_check', sql`${t.status} in (${inList(scheduleStatuses)})`),
  ],
);

export const intervals = ['monthly', 'quarterly', 'yearly'] as const;
export type Interval = (typeof intervals)[number];

export const recurringPayments = pgTable(
  'recurring_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...scheduleOwnership,
    /** Null when paying the full balance. */
    amount: bigint({ mode: 'number' }),
    payFullBalance: boolean().notNull().default(false),
    maximumAmount: bigint({ mode: 'number' }),
    interval: text().$type<Interval>().notNull(),
    nextPaymentDate: date({ mode: 'string' }).notNull(),
    /**
     * The day of the month the user chose (1–31). After a short month clamps the 31st to the 30th or
     * 28th, the following dates go back to it instead of drifting.
     */
    anchorDay: smallint().notNull(),
    notes: text(),
    status: text().$type<ScheduleStatus>().notNull().default('setup'),
    deactivatedReason: text(),
    /** The date the upcoming-payment reminder was sent for (at most one reminder per date). */
    remindedFor: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.nextPaymentDate),
    index().on(t.subLedgerId),
    check('recurring_payments_interval_check', sql`${t.interval} in (${inList(intervals)})`),
    check('recurring_payments_status_check', sql`${t.status} in (${inList(scheduleStatuses)})`),
    check(
      'recurring_payments_amount_or_balance',
      sql`(${t.payFullBalance} and ${t.amount} is null) or (not ${t.payFullBalance} and ${t.amount} > 0)`,
    ),
    check('recurring_payments_maximum_positive', sql`${t.maximumAmount} is null or ${t.maximumAmount} > 0`),
    check('recurring_payments_anchor_day', sql`${t.anchorDay} between 1 and 31`),
  ],
);

/** An ACH authorization as signed: never changed or removed (a trigger rejects UPDATE/DELETE). */
export const achAuthorizations = pgTable('ach_authorizations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: requiredRef(() => users.id),
  propertyId: requiredRef(() => properties.id),
  text: text().notNull(),
  version: text().notNull(),
  signatureName: text().notNull(),
  signedAt: timestamp({ withTimezone: true }).notNull(),
  ipAddress: text().notNull(),
  bankName: text().notNull(),
  routingNumber: text().notNull(),
  accountLast4: text().notNull(),
  accountType: text().notNull(),
});

export const autoDraftEnrollments = pgTable(
  'auto_draft_enrollments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...scheduleOwnership,
    kind: text().$type<'standard' | 'legacy'>().notNull(),
    /** First day of the first month drafted. */
    startMonth: date({ mode: 'string' }).notNull(),
    pullDay: smallint().notNull(),
    processingFee: bigint({ mode: 'number' }).notNull().default(0),
    status: text().$type<ScheduleStatus>().notNull().default('setup'),
    deactivatedReason: text(),
    authorizationId: integer().references(() => achAuthorizations.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.pullDay),
    index().on(t.propertyId),
    check('auto_draft_pull_day', sql`${t.pullDay} between 1 and 28`),
    check('auto_draft_status_check', sql`${t.status} in (${inList(scheduleStatuses)})`),
  ],
);

/** Per association and method kind: whether it is offered and its processing fee. */
export const paymentOptions = pgTable(
  'payment_options',
  {
    associationId: requiredRef(() => associations.id),
    methodKind: text().$type<MethodKindColumn>().notNull(),
    enabled: boolean().notNull().default(true),
    feeType: text().$type<'percent' | 'flat'>().notNull(),
    /** For `percent`: hundredths of a percent (250 = 2.5 %). */
    feeBasisPoints: integer().notNull().default(0),
    /** For `flat`: cents. */
    feeFlat: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.associationId, t.methodKind] }),
    check('payment_options_fee_type_check', sql`${t.feeType} in ('percent', 'flat')`),
    check('payment_options_fee_nonnegative', sql`${t.feeBasisPoints} >= 0 and ${t.feeFlat} >= 0`),
  ],
);

/** Stripe-style idempotency: the first response to a key is kept and replayed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer().notNull(),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    state: text().$type<'in_progress' | 'completed'>().notNull(),
    responseStatus: smallint(),
    responseBody: jsonb(),
    lockedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Webhook events already handled (replays are no-ops). */
export const processorEvents = pgTable('processor_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
});

/** A user's consent to a payment disclosure, by version. */
export const acknowledgements = pgTable(
  'acknowledgements',
  {
    userId: requiredRef(() => users.id),
    disclosureId: text().notNull(),
    version: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disclosureId, t.version] })],
);
