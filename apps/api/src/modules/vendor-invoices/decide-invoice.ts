import {
  type InvoiceDecision,
  type InvoiceStatus,
  invoiceStatusLabels,
} from '@hoa/contracts/association-books';
import type { Cents } from '@hoa/contracts/money';
import { approvalsNeeded, invoiceMessages } from '@hoa/contracts/vendor-invoices';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invoiceApprovals, vendorInvoices } from '../../db/schema/association-books';
import { type ExpenseAccountCode, glAccounts } from '../../db/schema/books';
import { AppError } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { postEntry } from '../books/post-entry';
import { approvalRulesOf } from './invoice-views';

/**
 * Locks the invoice's row for the rest of the transaction (select … for update) and reads it with its
 * expense account's code. Every decision and the payment take this lock first, so two board members
 * approving at once are serialised: the second sees the first's approval (ADR 124). 404 outside the
 * association.
 */
export async function lockInvoice(tx: Db, associationId: number, invoiceId: number) {
  const [invoice] = await tx
    .select({
      id: vendorInvoices.id,
      status: vendorInvoices.status,
      amount: vendorInvoices.amount,
      invoiceNumber: vendorInvoices.invoiceNumber,
      invoiceDate: vendorInvoices.invoiceDate,
      vendorId: vendorInvoices.vendorId,
      accountCode: glAccounts.code,
    })
    .from(vendorInvoices)
    .innerJoin(glAccounts, eq(glAccounts.id, vendorInvoices.glAccountId))
    .where(and(eq(vendorInvoices.id, invoiceId), eq(vendorInvoices.associationId, associationId)))
    .for('update', { of: vendorInvoices });
  if (!invoice) throw new AppError('NOT_FOUND', 'Not Found', { detail: invoiceMessages.notFound });
  return invoice;
}

const conflict = (detail: string) => new AppError('CONFLICT', detail, { detail });

/**
 * Records one board member's approval or rejection of a pending invoice (authorize first: a board member
 * of the association, not in mimic mode), in one transaction under the invoice's row lock:
 * - a rejection makes the invoice rejected;
 * - the approval that reaches the number the rules require makes it approved and posts the `invoice`
 *   entry (the expense account debited, accounts payable credited, once per invoice by its sourceKey).
 * A decided invoice, or a second decision by the same member, is refused with 409 and changes nothing.
 */
export async function decideInvoice(
  db: Db,
  options: {
    action: BoardAction;
    associationId: number;
    invoiceId: number;
    decision: InvoiceDecision;
    note: string;
  },
) {
  const { action, associationId, invoiceId, decision, note } = options;
  const userId = action.principal.userId;
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, associationId, invoiceId);
    if (invoice.status !== 'pending') {
      throw conflict(invoiceMessages.alreadyDecided(invoiceStatusLabels[invoice.status]));
    }
    const [inserted] = await tx
      .insert(invoiceApprovals)
      .values({ invoiceId, userId, decision, note, decidedAt: action.now })
      .onConflictDoNothing()
      .returning({ id: invoiceApprovals.id });
    if (!inserted) throw conflict(invoiceMessages.alreadyVoted);

    const [count] = await tx
      .select({ approvals: sql<number>`count(*)::int` })
      .from(invoiceApprovals)
      .where(and(eq(invoiceApprovals.invoiceId, invoiceId), eq(invoiceApprovals.decision, 'approve')));
    const approvals = Number(count?.approvals ?? 0);
    const needed = approvalsNeeded(await approvalRulesOf(tx, associationId), invoice.amount);
    let status: InvoiceStatus = invoice.status;
    if (decision === 'reject') {
      status = 'rejected';
      await tx
        .update(vendorInvoices)
        .set({ status, decidedAt: action.now })
        .where(eq(vendorInvoices.id, invoiceId));
    } else if (approvals >= needed) {
      status = 'approved';
      const entry = await postEntry(tx, {
        associationId,
        kind: 'invoice',
        memo: `Invoice ${invoice.invoiceNumber} approved`,
        effectiveDate: invoice.invoiceDate,
        postedAt: action.now,
        sourceKey: `invoice:${invoiceId}:approval`,
        lines: [
          { account: invoice.accountCode as ExpenseAccountCode, amount: invoice.amount as Cents },
          { account: 'accounts_payable', amount: -invoice.amount as Cents },
        ],
      });
      await tx
        .update(vendorInvoices)
        .set({ status, decidedAt: action.now, approvalEntryId: entry.id })
        .where(eq(vendorInvoices.id, invoiceId));
    }
    await recordBoardAction(tx, action, {
      object: decision === 'approve' ? 'Invoice approval' : 'Invoice rejection',
      status: 200,
      before: {
        invoice: invoiceId,
        status: invoice.status,
        approvals: approvals - (decision === 'approve' ? 1 : 0),
      },
      after: { invoice: invoiceId, decision, note, status, approvals, needed },
    });
    return { status, approvals, needed };
  });
}

/**
 * Records the payment of an approved invoice (staff): posts the `invoice_payment` entry (accounts
 * payable debited, operating cash credited, dated the day it was paid) and marks it paid, in one
 * transaction under the row lock. Anything but an approved invoice: 409, nothing changed.
 */
export async function recordInvoicePayment(
  db: Db,
  options: { associationId: number; invoiceId: number; paidOn: string; reference: string; now: Date },
) {
  const { associationId, invoiceId, paidOn, reference, now } = options;
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, associationId, invoiceId);
    if (invoice.status !== 'approved') throw conflict(invoiceMessages.notApproved);
    const entry = await postEntry(tx, {
      associationId,
      kind: 'invoice_payment',
      memo: `Invoice ${invoice.invoiceNumber} paid (${reference})`,
      effectiveDate: paidOn,
      postedAt: now,
      sourceKey: `invoice:${invoiceId}:payment`,
      lines: [
        { account: 'accounts_payable', amount: invoice.amount as Cents },
        { account: 'operating_cash', amount: -invoice.amount as Cents },
      ],
    });
    await tx
      .update(vendorInvoices)
      .set({ status: 'paid', paidOn, paymentReference: reference, paymentEntryId: entry.id })
      .where(eq(vendorInvoices.id, invoiceId));
  });
}
