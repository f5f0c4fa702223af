import { duplicateInvoiceWindowDays, type InvoiceDecision } from '@hoa/contracts/association-books';
import {
  type ApprovalRules,
  approvalsNeeded,
  type InvoiceDetail,
  type InvoiceSummary,
  type InvoiceView,
  vendorRecentInvoices,
} from '@hoa/contracts/vendor-invoices';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  invoiceApprovalRules,
  invoiceApprovals,
  vendorInvoiceFiles,
  vendorInvoices,
  vendors,
} from '../../db/schema/association-books';
import { glAccounts } from '../../db/schema/books';
import { users } from '../../db/schema/users';

/** An association without its own rules needs one approval for every invoice. */
export const defaultApprovalRules: ApprovalRules = {
  approvalsRequired: 1,
  aboveAmount: null,
  approvalsAbove: null,
};

export async function approvalRulesOf(db: Db, associationId: number): Promise<ApprovalRules> {
  const [row] = await db
    .select({
      approvalsRequired: invoiceApprovalRules.approvalsRequired,
      aboveAmount: invoiceApprovalRules.aboveAmount,
      approvalsAbove: invoiceApprovalRules.approvalsAbove,
    })
    .from(invoiceApprovalRules)
    .where(eq(invoiceApprovalRules.associationId, associationId));
  return row ?? defaultApprovalRules;
}

const approvalCount = sql<number>`(select count(*)::int from ${invoiceApprovals} where ${invoiceApprovals.invoiceId} = ${vendorInvoices.id} and ${invoiceApprovals.decision} = 'approve')`;

const summaryColumns = {
  id: vendorInvoices.id,
  vendorId: vendorInvoices.vendorId,
  vendorName: vendors.name,
  invoiceNumber: vendorInvoices.invoiceNumber,
  amount: vendorInvoices.amount,
  accountId: glAccounts.id,
  accountCode: glAccounts.code,
  accountName: glAccounts.name,
  invoiceDate: vendorInvoices.invoiceDate,
  dueDate: vendorInvoices.dueDate,
  description: vendorInvoices.description,
  status: vendorInvoices.status,
  approvals: approvalCount,
  hasFile: sql<boolean>`exists (select 1 from ${vendorInvoiceFiles} where ${vendorInvoiceFiles.invoiceId} = ${vendorInvoices.id})`,
  decidedAt: vendorInvoices.decidedAt,
  paidOn: vendorInvoices.paidOn,
  paymentReference: vendorInvoices.paymentReference,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(vendorInvoices)
    .innerJoin(vendors, eq(vendors.id, vendorInvoices.vendorId))
    .innerJoin(glAccounts, eq(glAccounts.id, vendorInvoices.glAccountId));
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

interface Candidate {
  id: number;
  vendorId: number;
  invoiceNumber: string;
  amount: number;
  invoiceDate: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The invoice of the same vendor this one may duplicate (ADR 124): the same invoice number (whatever its
 * case), else the same amount within `duplicateInvoiceWindowDays` days of its invoice date; rejected
 * invoices do not count. The closest in date is named.
 */
export function duplicateOf(invoice: Candidate, others: readonly Candidate[]): InvoiceSummary['duplicateOf'] {
  const sameVendor = others.filter((other) => other.vendorId === invoice.vendorId && other.id !== invoice.id);
  const distance = (other: Candidate) =>
    Math.abs(dayNumber(other.invoiceDate) - dayNumber(invoice.invoiceDate));
  const closest = (list: Candidate[]) => list.sort((a, b) => distance(a) - distance(b) || a.id - b.id)[0];
  const number = invoice.invoiceNumber.trim().toLowerCase();
  const byNumber = closest(sameVendor.filter((other) => other.invoiceNumber.trim().toLowerCase() === number));
  if (byNumber) return { id: byNumber.id, invoiceNumber: byNumber.invoiceNumber, reason: 'number' };
  const byAmount = closest(
    sameVendor.filter(
      (other) => other.amount === invoice.amount && distance(other) <= duplicateInvoiceWindowDays,
    ),
  );
  return byAmount ? { id: byAmount.id, invoiceNumber: byAmount.invoiceNumber, reason: 'amount' } : null;
}

async function summariesOf(
  db: Db,
  associationId: number,
  rows: SummaryRow[],
  viewerId: number | null,
): Promise<InvoiceSummary[]> {
  if (rows.length === 0) return [];
  const rules = await approvalRulesOf(db, associationId);
  const vendorIds = [...new Set(rows.map((row) => row.vendorId))];
  const ids = rows.map((row) => row.id);
  const [others, mine] = await Promise.all([
    db
      .select({
        id: vendorInvoices.id,
        vendorId: vendorInvoices.vendorId,
        invoiceNumber: vendorInvoices.invoiceNumber,
        amount: vendorInvoices.amount,
        invoiceDate: vendorInvoices.invoiceDate,
      })
      .from(vendorInvoices)
      .where(
        and(
          eq(vendorInvoices.associationId, associationId),
          inArray(vendorInvoices.vendorId, vendorIds),
          ne(vendorInvoices.status, 'rejected'),
        ),
      ),
    viewerId === null
      ? Promise.resolve([] as { invoiceId: number; decision: InvoiceDecision }[])
      : db
          .select({ invoiceId: invoiceApprovals.invoiceId, decision: invoiceApprovals.decision })
          .from(invoiceApprovals)
          .where(and(eq(invoiceApprovals.userId, viewerId), inArray(invoiceApprovals.invoiceId, ids))),
  ]);
  const myDecision = new Map(mine.map((row) => [row.invoiceId, row.decision]));
  return rows.map((row) => ({
    id: row.id,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    invoiceNumber: row.invoiceNumber,
    amount: row.amount,
    expenseAccount: { id: row.accountId, code: row.accountCode, name: row.accountName },
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    description: row.description,
    status: row.status,
    approvals: Number(row.approvals),
    approvalsNeeded: approvalsNeeded(rules, row.amount),
    myDecision: myDecision.get(row.id) ?? null,
    duplicateOf: row.status === 'rejected' ? null : duplicateOf(row, others),
    hasFile: Boolean(row.hasFile),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidOn: row.paidOn,
    paymentReference: row.paymentReference,
  }));
}

/** The association's invoices of one status: awaiting approval by due date, the history newest first. */
export async function listInvoices(
  db: Db,
  options: { associationId: number; status: InvoiceView | 'all'; viewerId: number | null },
): Promise<InvoiceSummary[]> {
  const { associationId, status } = options;
  const rows = await summaryQuery(db)
    .where(
      and(
        eq(vendorInvoices.associationId, associationId),
        status === 'all' ? undefined : eq(vendorInvoices.status, status),
      ),
    )
    .orderBy(
      ...(status === 'pending'
        ? [asc(vendorInvoices.dueDate), asc(vendorInvoices.id)]
        : [desc(vendorInvoices.invoiceDate), desc(vendorInvoices.id)]),
    )
    .limit(500);
  return summariesOf(db, associationId, rows, options.viewerId);
}

/** One invoice of the association with the board's decisions and the vendor's latest invoices, or null. */
export async function loadInvoice(
  db: Db,
  associationId: number,
  invoiceId: number,
  viewerId: number | null,
): Promise<InvoiceDetail | null> {
  const rows = await summaryQuery(db).where(
    and(eq(vendorInvoices.associationId, associationId), eq(vendorInvoices.id, invoiceId)),
  );
  const [invoice] = await summariesOf(db, associationId, rows, viewerId);
  if (!invoice) return null;
  const [decisions, vendorRecent] = await Promise.all([
    db
      .select({
        userName: users.displayName,
        decision: invoiceApprovals.decision,
        note: invoiceApprovals.note,
        decidedAt: invoiceApprovals.decidedAt,
      })
      .from(invoiceApprovals)
      .innerJoin(users, eq(users.id, invoiceApprovals.userId))
      .where(eq(invoiceApprovals.invoiceId, invoiceId))
      .orderBy(asc(invoiceApprovals.decidedAt), asc(invoiceApprovals.id)),
    db
      .select({
        id: vendorInvoices.id,
        invoiceNumber: vendorInvoices.invoiceNumber,
        amount: vendorInvoices.amount,
        invoiceDate: vendorInvoices.invoiceDate,
        status: vendorInvoices.status,
      })
      .from(vendorInvoices)
      .where(and(eq(vendorInvoices.vendorId, invoice.vendorId), ne(vendorInvoices.id, invoiceId)))
      .orderBy(desc(vendorInvoices.invoiceDate), desc(vendorInvoices.id))
      .limit(vendorRecentInvoices),
  ]);
  return {
    invoice,
    decisions: decisions.map((row) => ({ ...row, decidedAt: row.decidedAt.toISOString() })),
    vendorRecent,
  };
}

/** The invoice's PDF, when it belongs to the association. */
export async function readInvoiceFile(db: Db, associationId: number, invoiceId: number) {
  const [file] = await db
    .select({
      fileName: vendorInvoiceFiles.fileName,
      content: vendorInvoiceFiles.content,
    })
    .from(vendorInvoiceFiles)
    .innerJoin(vendorInvoices, eq(vendorInvoices.id, vendorInvoiceFiles.invoiceId))
    .where(and(eq(vendorInvoices.id, invoiceId), eq(vendorInvoices.associationId, associationId)));
  return file ? { ...file, contentType: 'application/pdf' } : null;
}
