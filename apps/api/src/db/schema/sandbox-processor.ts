import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment processor's own state (ADR 050). It plays the part of an outside processor, so
 * nothing of ours refers to these tables and they are written only by the sandbox adapter, in its own
 * short transactions. No column ever holds a card number or CVV: a card is kept as brand, last four,
 * expiry and the test outcome it stands for.
 */

/** Saved or tokenized payment methods (pm_…). */
export const sandboxMethods = pgTable('sandbox_methods', {
  id: text().primaryKey(),
  kind: text().$type<'card' | 'bank'>().notNull(),
  /** Set for methods created by our server (createBankMethod): the same key returns the same method. */
  idempotencyKey: text().unique(),
  brand: text().$type<'visa' | 'mastercard' | 'discover' | 'amex'>(),
  funding: text().$type<'credit' | 'debit'>(),
  last4: text().notNull(),
  expMonth: integer(),
  expYear: integer(),
  holderName: text(),
  bankName: text(),
  accountType: text().$type<'checking' | 'savings'>(),
  routingNumber: text(),
  /** A keyed hash of routing and account number, as a processor's fingerprint (banks only). */
  fingerprint: text(),
  /** The decline a setup with this card meets (card_declined, expired_card, …); null: it attaches. */
  setupDecline: text(),
  /** The decline a charge on this card meets; null: it is approved. */
  chargeDecline: text(),
  /** The ACH return a settled charge from this account meets (R01); null: it stays settled. */
  returnCode: text(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  detachedAt: timestamp({ withTimezone: true }),
});

/** Setups (seti_…): saving a method for later charges, completed by the browser with the client secret. */
export const sandboxSetups = pgTable('sandbox_setups', {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  idempotencyKey: text().notNull().unique(),
  /** A digest of the parameters, to refuse the same key with different ones. */
  requestHash: text().notNull(),
  reference: text().notNull(),
  methodKinds: jsonb().$type<('card' | 'bank')[]>().notNull(),
  status: text().$type<'requires_payment_method' | 'succeeded'>().notNull(),
  methodId: text(),
  lastError: text(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Charges (pi_…). The status is not stored: it follows from these instants and the clock (a bank
 * charge is processing until settlesAt, succeeded after, returned from returnsAt).
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull().unique(),
    requestHash: text().notNull(),
    reference: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    methodId: text().notNull(),
    kind: text().$type<'card' | 'bank'>().notNull(),
    description: text().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull(),
    /** A decline at the time of the charge (cards); the charge is failed. */
    failureCode: text(),
    failureMessage: text(),
    /** When the funds are captured (cards: at once) or settle (bank); null when declined. */
    settlesAt: timestamp({ withTimezone: true }),
    /** When a settled bank charge comes back (R01), if it will. */
    returnsAt: timestamp({ withTimezone: true }),
    returnCode: text(),
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    refundedAt: timestamp({ withTimezone: true }),
    /** When the next time-driven event (settled, returned) falls due; null when none is left. */
    nextEventAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.reference), index().on(t.nextEventAt)],
);

/** Refunds (re_…) of a charge, each made once per idempotency key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull().unique(),
    requestHash: text().notNull(),
    chargeId: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.chargeId)],
);

/** Webhook events (evt_…), delivered signed; delivery is at least once, receivers dedupe by id. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    objectType: text().$type<'charge' | 'setup'>().notNull(),
    objectId: text().notNull(),
    /** What makes an event unique (`pi_…:charge.succeeded`), so a transition is recorded once. */
    dedupeKey: text().notNull().unique(),
    /** When it happened (the event's `created`). */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [index().on(t.deliveredAt, t.createdAt), index().on(t.objectId)],
);
