import type { InvoiceDetail, Vendor } from '@hoa/contracts/vendor-invoices';
import { invoiceMessages } from '@hoa/contracts/vendor-invoices';
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { invoiceApprovals, vendorInvoices } from '../../src/db/schema/association-books';
import { glAccounts } from '../../src/db/schema/books';
import { as, errorOf } from '../calls';
import { forEachDatabase } from '../helper';
import { boardInvoices, decide, enter, entryLines, invoiceWorld, staffBooks } from './invoice-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it('staff enter vendors and invoices with their PDF; bad input is a clear error naming the field and stores nothing', async () => {
    const world = await invoiceWorld(kind);
    const staff = as(world.test.app, world.tokens.staff);
    const created = await staff.post(staffBooks(world.home, 'Vendors'), {
      name: 'Zz Green Lawn Co',
      email: 'billing@greenlawn.example',
      phone: '',
    });
    expect(created.statusCode).toBe(201);
    const vendor = created.json<Vendor>();
    expect(vendor).toMatchObject({ name: 'Zz Green Lawn Co', phone: null });
    const taken = errorOf(await staff.post(staffBooks(world.home, 'Vendors'), { name: 'zz green lawn co' }));
    expect(taken).toMatchObject({ status: 409, detail: `body.name: ${invoiceMessages.vendorNameTaken}` });
    expect(
      errorOf(await staff.post(staffBooks(world.home, 'Vendors'), { name: 'X', email: 'nope' })).detail,
    ).toContain('email');
    const renamed = await staff.put(staffBooks(world.home, `Vendors/${vendor.id}`), {
      name: 'Zz Green Lawn Company',
    });
    expect(renamed.json<Vendor>()).toMatchObject({ name: 'Zz Green Lawn Company', email: null });

    const good = {
      vendorId: String(vendor.id),
      invoiceNumber: 'GL-100',
      amount: '125000',
      glAccountId: String(world.landscaping.id),
      invoiceDate: '2026-11-01',
      dueDate: '2026-12-01',
      description: 'November mowing',
    };
    const otherAccount = await world.books.expenseAccount(world.associationIds.meadow, 'pool', 'Pool');
    const [cash] = await world.test.database.db
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(and(eq(glAccounts.associationId, world.home), eq(glAccounts.code, 'operating_cash')));
    const refusals: [Record<string, string>, number, string][] = [
      [{ ...good, amount: '0' }, 400, 'amount'],
      [{ ...good, amount: '-5000' }, 400, 'amount'],
      [{ ...good, amount: '12.5' }, 400, 'amount'],
      [
        { ...good, glAccountId: String(otherAccount.id) },
        400,
        `body.glAccountId: ${invoiceMessages.unknownExpenseAccount}`,
      ],
      [{ ...good, glAccountId: String(cash?.id) }, 400, 'glAccountId'],
      [{ ...good, glAccountId: '999999' }, 400, 'glAccountId'],
      [{ ...good, vendorId: '999999' }, 400, 'vendorId'],
      [{ ...good, dueDate: '2026-10-01' }, 400, invoiceMessages.dueBeforeInvoice],
      [{ ...good, invoiceNumber: ' ' }, 400, 'invoiceNumber'],
    ];
    for (const [fields, status, detail] of refusals) {
      const refused = errorOf(await enter(world, fields));
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect(refused.detail, JSON.stringify(fields)).toContain(detail);
    }
    const notPdf = errorOf(
      await enter(world, good, { name: 'invoice.pdf', bytes: Buffer.from('<html>hi</html>') }),
    );
    expect(notPdf).toMatchObject({
      status: 415,
      detail: `body.file: ${invoiceMessages.notPdf('invoice.pdf')}`,
    });
    expect(errorOf(await enter(world, good, null)).detail).toContain(invoiceMessages.pdfRequired);
    // only staff of the managing company enter invoices
    expect((await enter(world, good, undefined, world.tokens.board)).statusCode).toBe(403);
    expect((await enter(world, good, undefined, world.tokens.mimic)).statusCode).toBe(403);
    expect(
      await world.test.database.db
        .select()
        .from(vendorInvoices)
        .where(eq(vendorInvoices.vendorId, vendor.id)),
    ).toEqual([]);

    const entered = await enter(world, good);
    expect(entered.statusCode).toBe(201);
    expect(entered.json<InvoiceDetail>().invoice).toMatchObject({
      invoiceNumber: 'GL-100',
      amount: 125_000,
      status: 'pending',
      hasFile: true,
      expenseAccount: { id: world.landscaping.id },
    });
    const id = entered.json<InvoiceDetail>().invoice.id;
    const file = await as(world.test.app, world.tokens.board).get(
      boardInvoices(world.home, `/${id}/File?download=true`),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await as(world.test.app, world.tokens.boardOther).get(boardInvoices(world.home, `/${id}/File`)))
        .statusCode,
    ).toBe(404);
    // the rules are staff's to set, and checked
    const badRules = errorOf(
      await staff.put(staffBooks(world.home, 'InvoiceApprovalRules'), {
        approvalsRequired: 2,
        aboveAmount: 100_000,
        approvalsAbove: 1,
      }),
    );
    expect(badRules).toMatchObject({ status: 400 });
    expect(badRules.detail).toContain('approvalsAbove');
    const rules = { approvalsRequired: 1, aboveAmount: 100_000, approvalsAbove: 2 };
    expect((await staff.put(staffBooks(world.home, 'InvoiceApprovalRules'), rules)).json()).toEqual(rules);
    expect(
      (
        await as(world.test.app, world.tokens.board).put(
          staffBooks(world.home, 'InvoiceApprovalRules'),
          rules,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('refuses approvals by a non-board member, in mimic mode, from another board or staff, and changes nothing', async () => {
    const world = await invoiceWorld(kind);
    const invoice = await world.books.invoice(world.home, { glAccountId: world.landscaping.id });
    const approve = { decision: 'approve' };
    expect(errorOf(await decide(world, world.tokens.homeownerB, invoice.id, approve)).status).toBe(403);
    expect(errorOf(await decide(world, world.mimicBoardToken, invoice.id, approve)).status).toBe(403);
    expect(errorOf(await decide(world, world.tokens.boardOther, invoice.id, approve)).status).toBe(404);
    expect(errorOf(await decide(world, world.tokens.staff, invoice.id, approve)).status).toBe(404);
    expect(errorOf(await decide(world, world.tokens.homeownerA, invoice.id, approve)).status).toBe(403);
    expect(errorOf(await decide(world, null, invoice.id, approve)).status).toBe(401);
    // an invoice of another association, asked for through this one: unknown
    const otherInvoice = await world.books.invoice(world.associationIds.meadow);
    expect(errorOf(await decide(world, world.tokens.board, otherInvoice.id, approve))).toMatchObject({
      status: 404,
      detail: invoiceMessages.notFound,
    });
    expect(
      errorOf(await decide(world, world.tokens.board, invoice.id, { decision: 'maybe' })).detail,
    ).toContain('decision');
    // the mimic may read, as the member could
    expect((await as(world.test.app, world.mimicBoardToken).get(boardInvoices(world.home))).statusCode).toBe(
      200,
    );
    expect(
      (await as(world.test.app, world.tokens.homeownerB).get(boardInvoices(world.home))).statusCode,
    ).toBe(403);
    expect(
      await world.test.database.db
        .select()
        .from(invoiceApprovals)
        .where(eq(invoiceApprovals.invoiceId, invoice.id)),
    ).toEqual([]);
    const [row] = await world.test.database.db
      .select()
      .from(vendorInvoices)
      .where(eq(vendorInvoices.id, invoice.id));
    expect(row?.status).toBe('pending');
    expect(await entryLines(world, `invoice:${invoice.id}:approval`)).toEqual([]);
  });
});
