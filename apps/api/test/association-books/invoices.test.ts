import type { InvoiceDetail } from '@hoa/contracts/vendor-invoices';
import { invoiceMessages } from '@hoa/contracts/vendor-invoices';
import { asc, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { vendorInvoices } from '../../src/db/schema/association-books';
import { auditLog } from '../../src/db/schema/audit-log';
import { as, errorOf } from '../calls';
import { forEachDatabase } from '../helper';
import { decide, entryLines, invoiceWorld, staffBooks } from './invoice-world';

vi.setConfig({ testTimeout: 240_000 });

const rules = { approvalsRequired: 1, aboveAmount: 100_000, approvalsAbove: 2 };

forEachDatabase((kind) => {
  it('one approval below the threshold, two above; the last one posts the expense to accounts payable once', async () => {
    const world = await invoiceWorld(kind, rules);
    const { books, home, landscaping } = world;
    const small = await books.invoice(home, { amount: 45_000, glAccountId: landscaping.id });
    const large = await books.invoice(home, { amount: 250_000, glAccountId: landscaping.id });

    const approved = await decide(world, world.tokens.board, small.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<InvoiceDetail>().invoice).toMatchObject({
      status: 'approved',
      approvals: 1,
      approvalsNeeded: 1,
      myDecision: 'approve',
    });
    expect(await entryLines(world, `invoice:${small.id}:approval`)).toEqual([
      { kind: 'invoice', code: landscaping.code, amount: 45_000 },
      { kind: 'invoice', code: 'accounts_payable', amount: -45_000 },
    ]);

    const first = await decide(world, world.tokens.board, large.id, { decision: 'approve', note: 'OK' });
    expect(first.json<InvoiceDetail>().invoice).toMatchObject({
      status: 'pending',
      approvals: 1,
      approvalsNeeded: 2,
    });
    expect(await entryLines(world, `invoice:${large.id}:approval`)).toEqual([]);
    // the same member twice: refused, nothing counted twice
    expect(errorOf(await decide(world, world.tokens.board, large.id, { decision: 'approve' }))).toMatchObject(
      {
        status: 409,
        detail: invoiceMessages.alreadyVoted,
      },
    );
    const second = await decide(world, world.tokens.chair, large.id, { decision: 'approve' });
    expect(second.json<InvoiceDetail>()).toMatchObject({
      invoice: { status: 'approved', approvals: 2 },
      decisions: [
        { decision: 'approve', note: 'OK' },
        { decision: 'approve', note: '' },
      ],
    });
    expect(await entryLines(world, `invoice:${large.id}:approval`)).toEqual([
      { kind: 'invoice', code: landscaping.code, amount: 250_000 },
      { kind: 'invoice', code: 'accounts_payable', amount: -250_000 },
    ]);
    // decided: a further decision is a 409 saying so
    expect(
      errorOf(await decide(world, world.tokens.chair, small.id, { decision: 'reject', note: 'No' })),
    ).toMatchObject({
      status: 409,
      detail: invoiceMessages.alreadyDecided('Approved'),
    });

    // staff record the payment: from operating cash, once
    const pay = (body: unknown) =>
      as(world.test.app, world.tokens.staff).post(
        staffBooks(home, `VendorInvoices/${large.id}/Payment`),
        body,
      );
    expect(errorOf(await pay({ paidOn: '2026-11-25', reference: '' })).detail).toContain('reference');
    const paid = await pay({ paidOn: '2026-11-25', reference: 'Check 1042' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<InvoiceDetail>().invoice).toMatchObject({
      status: 'paid',
      paidOn: '2026-11-25',
      paymentReference: 'Check 1042',
    });
    expect(await entryLines(world, `invoice:${large.id}:payment`)).toEqual([
      { kind: 'invoice_payment', code: 'accounts_payable', amount: 250_000 },
      { kind: 'invoice_payment', code: 'operating_cash', amount: -250_000 },
    ]);
    expect(errorOf(await pay({ paidOn: '2026-11-26', reference: 'Check 1043' }))).toMatchObject({
      status: 409,
      detail: invoiceMessages.notApproved,
    });
    const pending = await books.invoice(home, { glAccountId: landscaping.id });
    const early = await as(world.test.app, world.tokens.staff).post(
      staffBooks(home, `VendorInvoices/${pending.id}/Payment`),
      { paidOn: '2026-11-25', reference: 'Check 1' },
    );
    expect(early.statusCode).toBe(409);
    expect(await entryLines(world, `invoice:${pending.id}:payment`)).toEqual([]);
    const [row] = await world.test.database.db
      .select()
      .from(vendorInvoices)
      .where(eq(vendorInvoices.id, large.id));
    expect(row?.paymentEntryId).not.toBeNull();
    expect(row?.approvalEntryId).not.toBeNull();

    // every board decision is in the audit trail, by its member
    const audit = await world.test.database.db
      .select({ actor: auditLog.actorUserId, changes: auditLog.changes })
      .from(auditLog)
      .where(like(auditLog.route, '%/Invoices/:invoiceId/Decision'))
      .orderBy(asc(auditLog.id));
    expect(audit.map((one) => one.actor)).toEqual([
      world.userIds.board,
      world.userIds.board,
      world.userIds.chair,
    ]);
    expect(audit[2]?.changes).toMatchObject({ object: 'Invoice approval', after: { status: 'approved' } });
  });

  it('a rejection by one member rejects the invoice, needs a note and posts nothing', async () => {
    const world = await invoiceWorld(kind, rules);
    const invoice = await world.books.invoice(world.home, {
      amount: 250_000,
      glAccountId: world.landscaping.id,
    });
    await decide(world, world.tokens.board, invoice.id, { decision: 'approve' });
    const noNote = errorOf(await decide(world, world.tokens.chair, invoice.id, { decision: 'reject' }));
    expect(noNote.status).toBe(400);
    expect(noNote.detail).toContain(invoiceMessages.noteRequired);
    const rejected = await decide(world, world.tokens.chair, invoice.id, {
      decision: 'reject',
      note: 'Wrong site',
    });
    expect(rejected.json<InvoiceDetail>().invoice).toMatchObject({ status: 'rejected', approvals: 1 });
    expect(await entryLines(world, `invoice:${invoice.id}:approval`)).toEqual([]);
    const history = await as(world.test.app, world.tokens.board).get(
      `/svc/associations/api/Board/Associations/${world.home}/Invoices?status=rejected`,
    );
    expect(history.json<{ invoices: { id: number }[] }>().invoices.map((one) => one.id)).toEqual([
      invoice.id,
    ]);
  });
});
