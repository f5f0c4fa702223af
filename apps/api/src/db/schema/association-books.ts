import {
  type BankAccountType,
  type BoardStageDecision,
  bankAccountTypes,
  boardStageDecisions,
  type CollectionStage,
  collectionStages,
  type InvoiceDecision,
  type InvoiceStatus,
  invoiceDecisions,
  invoiceStatuses,
} from '@hoa/contracts/association-books';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { glAccounts, journalEntries, subLedgers } from './books';
import { bytea, inList, requiredRef } from './columns';

import { users } from './users';

/**
 * A bank account of the association (ADR 123), tied one-to-one to the cash account of the books that
 * records it (`operating_cash`, `reserve_cash`): its balance is that account's balance, never stored.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    glAccountId: integer().notNull(),
    name: text().notNull(),
    bankName: text().notNull(),
    lastFour: text().notNull(),
    accountType: text().$type<BankAccountType>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_accounts_gl_account_unique').on(t.glAccountId),
    foreignKey({
      name: 'bank_accounts_gl_account_fk',
      columns: [t.associationId, t.glAccountId],
      foreignColumns: [glAccounts.associationId, glAccounts.id],
    }),
    check('bank_accounts_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('bank_accounts_type_check', sql`${t.accountType} in (${inList(bankAccountTypes)})`),
    check('bank_accounts_name_check', sql`length(btrim(${t.name})) between 1 and 80`),
    check('bank_accounts_bank_name_check', sql`length(btrim(${t.bankName})) between 1 and 80`),
  ],
);

/** A balance from a bank statement, entered by staff, reconciled against the books' balance that day. */
export const bankStatementBalances = pgTable(
  'bank_statement_balances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankAccountId: requiredRef(() => bankAccounts.id),
    statementDate: date({ mode: 'string' }).notNull(),
    balance: bigint({ mode: 'number' }).notNull(),
    enteredByUserId: requiredRef(() => users.id),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique('bank_statement_balances_date_unique').on(t.bankAccountId, t.statementDate)],
);

/** Someone the association pays. Names are unique per association whatever their case. */
export const vendors = pgTable(
  'vendors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    name: text().notNull(),
    email: text(),
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_association_name_unique').on(t.associationId, sql`lower(${t.name})`),
    check('vendors_name_check', sql`length(btrim(${t.name})) between 1 and 120`),
  ],
);

/**
 * How many board approvals an invoice needs (ADR 123): `approvalsRequired`, or `approvalsAbove` when
 * its amount is more than `aboveAmount` cents. An association without a row needs one.
 */
export const invoiceApprovalRules = pgTable(
  'invoice_approval_rules',
  {
    associationId: integer()
      .primaryKey()
      .references(() => associations.id),
    approvalsRequired: integer().notNull().default(1),
    aboveAmount: bigint({ mode: 'number' }),
    approvalsAbove: integer(),
  },
  (t) => [
    check('invoice_approval_rules_required', sql`${t.approvalsRequired} between 1 and 9`),
    check(
      'invoice_approval_rules_above',
      sql`(${t.aboveAmount} is null) = (${t.approvalsAbove} is null) and (${t.aboveAmount} is null or (${t.aboveAmount} > 0 and ${t.approvalsAbove} between ${t.approvalsRequired} and 9))`,
    ),
  ],
);

/**
 * A vendor's invoice to the association. Pending until enough board members approve it (then the
 * `approvalEntryId` entry moves it to accounts payable) or one rejects it; paid when staff record the
 * payment (the `paymentEntryId` entry, from operating cash). Amounts are integer cents above zero.
 */
export const vendorInvoices = pgTable(
  'vendor_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    vendorId: requiredRef(() => vendors.id),
    invoiceNumber: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** The expense account it is charged to. */
    glAccountId: integer().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    description: text().notNull().default(''),
    status: text().$type<InvoiceStatus>().notNull().default('pending'),
    enteredByUserId: integer().references(() => users.id),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    paidOn: date({ mode: 'string' }),
    paymentReference: text(),
    approvalEntryId: bigint({ mode: 'number' }).references(() => journalEntries.id),
    paymentEntryId: bigint({ mode: 'number' }).references(() => journalEntries.id),
  },
  (t) => [
    index().on(t.associationId, t.status, t.dueDate),
    index().on(t.vendorId, t.invoiceDate),
    foreignKey({
      name: 'vendor_invoices_gl_account_fk',
      columns: [t.associationId, t.glAccountId],
      foreignColumns: [glAccounts.associationId, glAccounts.id],
    }),
    check('vendor_invoices_amount_positive', sql`${t.amount} > 0`),
    check('vendor_invoices_status_check', sql`${t.status} in (${inList(invoiceStatuses)})`),
    check('vendor_invoices_number_check', sql`length(btrim(${t.invoiceNumber})) between 1 and 60`),
    check('vendor_invoices_dates_check', sql`${t.dueDate} >= ${t.invoiceDate}`),
    check(
      'vendor_invoices_entries_match_status',
      sql`(${t.approvalEntryId} is not null) = (${t.status} in ('approved', 'paid')) and (${t.paymentEntryId} is not null) = (${t.status} = 'paid') and (${t.paidOn} is not null) = (${t.status} = 'paid')`,
    ),
  ],
);

/** The invoice's PDF as the vendor sent it (checked to be a PDF before it is stored). */
export const vendorInvoiceFiles = pgTable('vendor_invoice_files', {
  invoiceId: integer()
    .primaryKey()
    .references(() => vendorInvoices.id, { onDelete: 'cascade' }),
  fileName: text().notNull(),
  size: integer().notNull(),
  content: bytea().notNull(),
});

/** One board member's approval or rejection of an invoice, with a note; one per member and invoice. */
export const invoiceApprovals = pgTable(
  'invoice_approvals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: requiredRef(() => vendorInvoices.id),
    userId: requiredRef(() => users.id),
    decision: text().$type<InvoiceDecision>().notNull(),
    note: text().notNull().default(''),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('invoice_approvals_member_unique').on(t.invoiceId, t.userId),
    check('invoice_approvals_decision_check', sql`${t.decision} in (${inList(invoiceDecisions)})`),
    check('invoice_approvals_note_check', sql`length(${t.note}) <= 2000`),
  ],
);

/** The annual budget of one account of the association for one fiscal (calendar) year, in cents. */
export const budgets = pgTable(
  'budgets',
  {
    associationId: requiredRef(() => associations.id),
    glAccountId: integer().notNull(),
    fiscalYear: integer().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.glAccountId, t.fiscalYear] }),
    foreignKey({
      name: 'budgets_gl_account_fk',
      columns: [t.associationId, t.glAccountId],
      foreignColumns: [glAccounts.associationId, glAccounts.id],
    }),
    check('budgets_amount_check', sql`${t.amount} >= 0`),
    check('budgets_year_check', sql`${t.fiscalYear} between 2000 and 2100`),
  ],
);

/**
 * Where a delinquent account stands in collection, set by staff (append-only: the latest row of a
 * sub-ledger is its stage). A stage that needs the board's approval waits for one board decision.
 */
export const collectionStageChanges = pgTable(
  'collection_stage_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    subLedgerId: requiredRef(() => subLedgers.id),
    stage: text().$type<CollectionStage>().notNull(),
    note: text().notNull().default(''),
    setByUserId: requiredRef(() => users.id),
    setAt: timestamp({ withTimezone: true }).notNull(),
    needsBoardApproval: boolean().notNull(),
    boardDecision: text().$type<BoardStageDecision>(),
    boardNote: text(),
    boardDecidedByUserId: integer().references(() => users.id),
    boardDecidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.subLedgerId, t.setAt),
    index().on(t.associationId, t.setAt),
    // the board's task overview counts the stages still waiting for a decision (issue 18, ADR 131)
    index('collection_stage_changes_awaiting_board')
      .on(t.associationId, t.subLedgerId)
      .where(sql`${t.needsBoardApproval} and ${t.boardDecision} is null`),
    check('collection_stage_changes_stage_check', sql`${t.stage} in (${inList(collectionStages)})`),
    check(
      'collection_stage_changes_decision_check',
      sql`${t.boardDecision} is null or (${t.needsBoardApproval} and ${t.boardDecision} in (${inList(boardStageDecisions)}) and ${t.boardDecidedByUserId} is not null and ${t.boardDecidedAt} is not null)`,
    ),
  ],
);
