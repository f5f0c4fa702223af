import type { ApprovalRules } from '@hoa/contracts/vendor-invoices';
import { and, asc, eq } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { glAccounts, journalEntries, journalLines } from '../../src/db/schema/books';
import { saveApprovalRules } from '../../src/modules/vendor-invoices/staff-books-entry';
import { demoCompany } from '../../src/seed/demo';
import { createFactories } from '../../src/seed/factories';
import { as, associationsApi, signIn } from '../calls';
import { multipartBody } from '../documents/library';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

export const invoiceNow = new Date('2026-11-20T16:00:00Z');

/** A small real PDF header and trailer: enough for a content check. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface InvoiceWorld extends World {
  test: TestApp;
  /** Harbor Pointe: the demo's board member and chair sit on its board, homeowners A and B own homes there. */
  home: number;
  /** Staff mimicking the demo board member: reads, never writes. */
  mimicBoardToken: string;
  books: ReturnType<typeof createFactories>['books'];
  landscaping: { id: number; code: string };
}

/** Seeded at a fixed instant; Harbor Pointe gets a Landscaping expense account (its books hold no demo invoices). */
export async function invoiceWorld(kind: DbKind, rules?: ApprovalRules): Promise<InvoiceWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(invoiceNow) });
  const world = await signInEveryone(test);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'invoice-mimic-board',
  });
  const books = createFactories(test.database.db, 7).books;
  const home = world.associationIds.harbor;
  const landscaping = await books.expenseAccount(home, 'test_landscaping', 'Test landscaping');
  // the demo's own rules are replaced: one approval unless the test says otherwise
  await saveApprovalRules(
    test.database.db,
    home,
    rules ?? { approvalsRequired: 1, aboveAmount: null, approvalsAbove: null },
  );
  return { ...world, test, home, mimicBoardToken, books, landscaping };
}

export const boardInvoices = (associationId: number, path = '') =>
  `${associationsApi}/Board/Associations/${associationId}/Invoices${path}`;
export const staffBooks = (associationId: number, path: string) =>
  `${associationsApi}/Staff/Associations/${associationId}/${path}`;

export function decide(
  world: InvoiceWorld,
  token: string | null,
  invoiceId: number,
  body: { decision: string; note?: string },
  associationId = world.home,
) {
  return as(world.test.app, token).post(boardInvoices(associationId, `/${invoiceId}/Decision`), body);
}

/** Staff enter an invoice as form data (the PDF unless another file is given). */
export function enter(
  world: InvoiceWorld,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null = { name: 'invoice.pdf', bytes: pdfBytes },
  token: string | null = world.tokens.staff,
) {
  const form = multipartBody(fields, file ? { ...file, type: 'application/pdf' } : undefined);
  return as(world.test.app, token).post(staffBooks(world.home, 'VendorInvoices'), form.payload, {
    headers: form.headers,
  });
}

/** The lines of the entry with this source key: account code and amount, debits first. */
export async function entryLines(world: InvoiceWorld, sourceKey: string) {
  return world.test.database.db
    .select({ kind: journalEntries.kind, code: glAccounts.code, amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(glAccounts, eq(glAccounts.id, journalLines.glAccountId))
    .where(and(eq(journalEntries.sourceKey, sourceKey)))
    .orderBy(asc(journalLines.id));
}
