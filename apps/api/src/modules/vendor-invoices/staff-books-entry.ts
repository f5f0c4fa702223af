import type { ApprovalRules, InvoiceEntry, Vendor, VendorList } from '@hoa/contracts/vendor-invoices';
import { invoiceMessages } from '@hoa/contracts/vendor-invoices';
import { and, asc, eq, like, ne, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/database';
import {
  invoiceApprovalRules,
  vendorInvoiceFiles,
  vendorInvoices,
  vendors,
} from '../../db/schema/association-books';
import { glAccounts } from '../../db/schema/books';
import { AppError, fieldInvalid } from '../../errors/app-error';

/*
 * What staff enter for an association's books about its vendors (issue 17, ADR 124): vendors, invoices
 * with their PDF, and the approval rules. Authorize first (associationBooks, as staff).
 */

const vendorColumns = { id: vendors.id, name: vendors.name, email: vendors.email, phone: vendors.phone };

/** The association's vendors by name, and its expense accounts (what an invoice may be charged to). */
export async function listVendors(db: Db, associationId: number): Promise<VendorList> {
  const [list, accounts] = await Promise.all([
    db
      .select(vendorColumns)
      .from(vendors)
      .where(eq(vendors.associationId, associationId))
      .orderBy(asc(vendors.name)),
    db
      .select({ id: glAccounts.id, code: glAccounts.code, name: glAccounts.name })
      .from(glAccounts)
      .where(and(eq(glAccounts.associationId, associationId), like(glAccounts.code, 'expense\\_%')))
      .orderBy(asc(glAccounts.name)),
  ]);
  return { vendors: list, expenseAccounts: accounts };
}

async function nameTaken(db: Db, associationId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.associationId, associationId),
        eq(sql`lower(${vendors.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(vendors.id, exceptId),
      ),
    );
  return row !== undefined;
}

type VendorFields = Omit<Vendor, 'id'>;

/** A new vendor; a name the association already has (whatever its case) is a 409 at the name. */
export async function createVendor(db: Db, associationId: number, fields: VendorFields): Promise<Vendor> {
  if (await nameTaken(db, associationId, fields.name)) throw nameConflict();
  const [row] = await db
    .insert(vendors)
    .values({ associationId, ...fields })
    .onConflictDoNothing()
    .returning(vendorColumns);
  if (!row) throw nameConflict();
  return row;
}

export async function updateVendor(
  db: Db,
  associationId: number,
  vendorId: number,
  fields: VendorFields,
): Promise<Vendor> {
  if (await nameTaken(db, associationId, fields.name, vendorId)) throw nameConflict();
  const [row] = await db
    .update(vendors)
    .set(fields)
    .where(and(eq(vendors.id, vendorId), eq(vendors.associationId, associationId)))
    .returning(vendorColumns);
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such vendor in this association.' });
  return row;
}

const nameConflict = () =>
  new AppError('CONFLICT', invoiceMessages.vendorNameTaken, {
    detail: `body.name: ${invoiceMessages.vendorNameTaken}`,
  });

export interface InvoiceFile {
  fileName: string;
  content: Buffer;
}

/** Refused unless the content is a PDF (its magic bytes, whatever the name or declared type says). */
export async function checkPdf(file: InvoiceFile | undefined): Promise<InvoiceFile> {
  if (!file || file.content.length === 0) throw fieldInvalid('file', invoiceMessages.pdfRequired);
  const type = await fileTypeFromBuffer(file.content);
  if (type?.mime !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', invoiceMessages.notPdf(file.fileName), {
      detail: `body.file: ${invoiceMessages.notPdf(file.fileName)}`,
    });
  }
  return file;
}

/**
 * Enters a vendor's invoice with its PDF, pending the board's approval. The vendor and the expense
 * account must be the association's own (an `expense_…` account): otherwise a 400 naming the field.
 * A repeated invoice number is entered all the same: the board sees it flagged as a possible duplicate.
 */
export async function enterInvoice(
  db: Db,
  options: { associationId: number; userId: number; now: Date; fields: InvoiceEntry; file: InvoiceFile },
): Promise<number> {
  const { associationId, fields, file } = options;
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, fields.vendorId), eq(vendors.associationId, associationId)));
  if (!vendor) throw fieldInvalid('vendorId', invoiceMessages.unknownVendor);
  const [account] = await db
    .select({ kind: glAccounts.kind })
    .from(glAccounts)
    .where(and(eq(glAccounts.id, fields.glAccountId), eq(glAccounts.associationId, associationId)));
  if (account?.kind !== 'expense') throw fieldInvalid('glAccountId', invoiceMessages.unknownExpenseAccount);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vendorInvoices)
      .values({
        associationId,
        vendorId: fields.vendorId,
        glAccountId: fields.glAccountId,
        invoiceNumber: fields.invoiceNumber,
        amount: fields.amount,
        invoiceDate: fields.invoiceDate,
        dueDate: fields.dueDate,
        description: fields.description,
        enteredByUserId: options.userId,
        enteredAt: options.now,
      })
      .returning({ id: vendorInvoices.id });
    if (!row) throw new Error('No invoice was entered');
    await tx.insert(vendorInvoiceFiles).values({
      invoiceId: row.id,
      fileName: file.fileName,
      size: file.content.length,
      content: file.content,
    });
    return row.id;
  });
}

/** Replaces the association's approval rules. */
export async function saveApprovalRules(db: Db, associationId: number, rules: ApprovalRules): Promise<void> {
  await db
    .insert(invoiceApprovalRules)
    .values({ associationId, ...rules })
    .onConflictDoUpdate({ target: invoiceApprovalRules.associationId, set: rules });
}
