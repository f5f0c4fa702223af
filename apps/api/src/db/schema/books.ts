import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { requiredRef } from './columns';
import { properties } from './properties';

/**
 * A receivable sub-ledger of a homeowner account (a property's account number). Most accounts have
 * one ("Assessments"); some carry a second (a special assessment). Payments can be blocked per
 * sub-ledger ('Blocked Ledger').
 */
export const subLedgers = pgTable(
  'sub_ledgers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    propertyId: requiredRef(() => properties.id),
    name: text().notNull(),
    /** The account's main sub-ledger: the only one eligible for Auto-Draft. */
    isPrimary: boolean().notNull().default(false),
    portalEnabled: boolean().notNull().default(true),
    paymentsBlocked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sub_ledgers_property_name_unique').on(t.propertyId, t.name), index().on(t.associationId)],
);

export const glAccountCodes = [
  'receivable',
  'cash_clearing',
  'operating_cash',
  'assessment_income',
  'late_fee_income',
  'processing_fee_income',
  'large_amount_fee_income',
  'returned_payment_fee_income',
  'reserve_cash',
  'accounts_payable',
  'fund_balance',
  'violation_fine_income',
] as const;
/** The fixed accounts every association has (posted to by code). */
export type FixedGlAccountCode = (typeof glAccountCodes)[number];
/** An association's own expense account (`expense_landscaping`), with its own name and budget. */
export type ExpenseAccountCode = `expense_${string}`;
export type GlAccountCode = FixedGlAccountCode | ExpenseAccountCode;
export const expenseCodePattern = '^expense_[a-z0-9_]{1,48}$';

export const glAccountKinds = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type GlAccountKind = (typeof glAccountKinds)[number];

/**
 * The association's chart of accounts (ADR 123): the fixed codes every association has, plus its own
 * expense accounts (`expense_…`). `kind` says on which side of the balance sheet or income statement
 * an account sits; a debit-positive balance is normal for assets and expenses.
 */
export const glAccounts = pgTable(
  'gl_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    code: text().$type<GlAccountCode>().notNull(),
    name: text().notNull(),
    kind: text().$type<GlAccountKind>().notNull(),
  },
  (t) => [
    unique('gl_accounts_association_code_unique').on(t.associationId, t.code),
    // the (association, id) pair other tables reference, so an account cannot belong to another association
    unique('gl_accounts_association_id_unique').on(t.associationId, t.id),
    check(
      'gl_accounts_code_check',
      sql`${t.code} in (${sql.raw(glAccountCodes.map((v) => `'${v}'`).join(', '))}) or ${t.code} ~ ${sql.raw(`'${expenseCodePattern}'`)}`,
    ),
    check(
      'gl_accounts_kind_check',
      sql`${t.kind} in (${sql.raw(glAccountKinds.map((v) => `'${v}'`).join(', '))})`,
    ),
    check('gl_accounts_expense_kind', sql`(${t.kind} = 'expense') = (left(${t.code}, 8) = 'expense_')`),
    check('gl_accounts_name_check', sql`length(btrim(${t.name})) between 1 and 80`),
  ],
);

export const entryKinds = [
  'assessment',
  'late_fee',
  'payment',
  'processing_fee',
  'large_amount_fee',
  'return',
  'refund',
  'reversal',
  'credit',
  'settlement',
  'invoice',
  'invoice_payment',
  'transfer',
  'opening_balance',
  'violation_fine',
] as const;
export type EntryKind = (typeof entryKinds)[number];

/**
 * A journal entry: its lines sum to zero (a deferred constraint trigger checks it at commit), and
 * once posted neither entry nor lines change (triggers reject UPDATE and DELETE); corrections are
 * reversing entries. `sourceKey` makes posting exactly-once: posting the same event twice is refused
 * by the unique constraint, so a retried job or a replayed webhook cannot double an entry.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    kind: text().$type<EntryKind>().notNull(),
    memo: text().notNull(),
    effectiveDate: date({ mode: 'string' }).notNull(),
    postedAt: timestamp({ withTimezone: true }).notNull(),
    sourceKey: text().notNull(),
    reversesEntryId: bigint({ mode: 'number' }),
    paymentId: bigint({ mode: 'number' }),
  },
  (t) => [
    unique('journal_entries_source_key_unique').on(t.sourceKey),
    index().on(t.paymentId),
    index('journal_entries_reverses').on(t.reversesEntryId).where(sql`${t.reversesEntryId} is not null`),
    /** An association's entries: the journal version that keeps collections' aging (ADR 125). */
    index('journal_entries_association').on(t.associationId, t.id),
    check(
      'journal_entries_kind_check',
      sql`${t.kind} in (${sql.raw(entryKinds.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

/** A line: positive amounts are debits, negative are credits (integer cents). */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    associationId: requiredRef(() => associations.id),
    glAccountId: requiredRef(() => glAccounts.id),
    /** Set on receivable lines: whose balance the line moves. */
    subLedgerId: integer().references(() => subLedgers.id),
    amount: bigint({ mode: 'number' }).notNull(),
    /** Copied from the entry so a sub-ledger's lines are read in order from one index. */
    effectiveDate: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('journal_lines_sub_ledger_order').on(t.subLedgerId, t.effectiveDate, t.id),
    index().on(t.entryId),
    index().on(t.glAccountId),
    // an association's receivable lines, for aging every account at once
    index('journal_lines_association_receivables')
      .on(t.associationId, t.subLedgerId)
      .where(sql`${t.subLedgerId} is not null`),
    check('journal_lines_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each sub-ledger's balance, the sum of its journal lines, kept by the database itself: a statement
 * trigger on `journal_lines` adds every inserted line (lines are append-only, so nothing else can
 * change a sum), and the table refuses writes from anywhere else (migration 0010). It is derived
 * data, in the same transaction as the lines; `bookIntegrity` checks it against the lines.
 */
export const subLedgerTotals = pgTable('sub_ledger_totals', {
  subLedgerId: integer()
    .primaryKey()
    .references(() => subLedgers.id),
  balance: bigint({ mode: 'number' }).notNull(),
});

/** A recurring charge the association bills its accounts (the monthly assessment). */
export const assessmentPlans = pgTable(
  'assessment_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    description: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** Day of the month the charge falls due (1–28). */
    dueDay: integer().notNull().default(1),
    /** Late fee charged when the month's balance is still owed after the grace days. */
    lateFee: bigint({ mode: 'number' }).notNull().default(0),
    lateAfterDays: integer().notNull().default(15),
  },
  (t) => [
    index().on(t.associationId),
    check('assessment_plans_amount_positive', sql`${t.amount} > 0`),
    check('assessment_plans_due_day', sql`${t.dueDay} between 1 and 28`),
  ],
);
