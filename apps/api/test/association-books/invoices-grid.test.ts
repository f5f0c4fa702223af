import type { BulkApprovalResult, InvoiceDetail, InvoiceList } from '@hoa/contracts/vendor-invoices';
import { invoiceMessages } from '@hoa/contracts/vendor-invoices';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { journalEntries } from '../../src/db/schema/books';
import { as } from '../calls';
import { forEachDatabase } from '../helper';
import { boardInvoices, decide, invoiceWorld } from './invoice-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it('two members approving at once: one posts, the other is counted or refused, never twice', async () => {
    const world = await invoiceWorld(kind, { approvalsRequired: 1, aboveAmount: 100_000, approvalsAbove: 2 });
    const db = world.test.database.db;
    for (let round = 0; round < 3; round += 1) {
      // one approval needed: both race, one wins, the other is told it is decided
      const single = await world.books.invoice(world.home, {
        amount: 30_000 + round,
        glAccountId: world.landscaping.id,
      });
      const [a, b] = await Promise.all([
        decide(world, world.tokens.board, single.id, { decision: 'approve' }),
        decide(world, world.tokens.chair, single.id, { decision: 'approve' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(
        await db
          .select()
          .from(journalEntries)
          .where(eq(journalEntries.sourceKey, `invoice:${single.id}:approval`)),
      ).toHaveLength(1);
      // two needed: both count, exactly one entry
      const double = await world.books.invoice(world.home, {
        amount: 300_000 + round,
        glAccountId: world.landscaping.id,
      });
      const both = await Promise.all([
        decide(world, world.tokens.board, double.id, { decision: 'approve' }),
        decide(world, world.tokens.chair, double.id, { decision: 'approve' }),
      ]);
      expect(both.map((one) => one.statusCode)).toEqual([200, 200]);
      const detail = await as(world.test.app, world.tokens.board).get(
        boardInvoices(world.home, `/${double.id}`),
      );
      expect(detail.json<InvoiceDetail>().invoice).toMatchObject({ status: 'approved', approvals: 2 });
      expect(
        await db
          .select()
          .from(journalEntries)
          .where(eq(journalEntries.sourceKey, `invoice:${double.id}:approval`)),
      ).toHaveLength(1);
      // the same member twice at once: one counted
      const again = await world.books.invoice(world.home, {
        amount: 400_000 + round,
        glAccountId: world.landscaping.id,
      });
      const twice = await Promise.all([
        decide(world, world.tokens.board, again.id, { decision: 'approve' }),
        decide(world, world.tokens.board, again.id, { decision: 'approve' }),
      ]);
      expect(twice.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    }
  });

  it('flags possible duplicates, approves several at once with a result each, and exports CSV', async () => {
    const world = await invoiceWorld(kind);
    const { books, home, landscaping } = world;
    const vendor = await books.vendor(home, { name: 'Zz Pool Pros' });
    const other = await books.vendor(home, { name: 'Zz Snow Team' });
    const base = { vendorId: vendor.id, glAccountId: landscaping.id, amount: 80_000 };
    const first = await books.invoice(home, { ...base, invoiceNumber: 'PP-1', invoiceDate: '2026-08-01' });
    expect((await decide(world, world.tokens.chair, first.id, { decision: 'approve' })).statusCode).toBe(200);
    const sameAmount = await books.invoice(home, {
      ...base,
      invoiceNumber: 'PP-2',
      invoiceDate: '2026-10-15',
    });
    const longAfter = await books.invoice(home, {
      ...base,
      invoiceNumber: 'PP-3',
      invoiceDate: '2027-03-01',
      dueDate: '2027-04-01',
    });
    const sameNumber = await books.invoice(home, {
      ...base,
      amount: 12_345,
      invoiceNumber: 'pp-2',
      invoiceDate: '2026-11-10',
    });
    const otherVendor = await books.invoice(home, { ...base, vendorId: other.id, invoiceNumber: 'PP-2' });

    const list = await as(world.test.app, world.tokens.board).get(boardInvoices(home));
    const byId = new Map(list.json<InvoiceList>().invoices.map((one) => [one.id, one]));
    expect(byId.get(sameAmount.id)?.duplicateOf).toEqual({
      id: sameNumber.id,
      invoiceNumber: 'pp-2',
      reason: 'number',
    });
    expect(byId.get(sameNumber.id)?.duplicateOf).toMatchObject({ id: sameAmount.id, reason: 'number' });
    expect(byId.get(longAfter.id)?.duplicateOf).toBeNull();
    expect(byId.get(otherVendor.id)?.duplicateOf).toBeNull();

    const detail = await as(world.test.app, world.tokens.board).get(boardInvoices(home, `/${sameAmount.id}`));
    expect(detail.json<InvoiceDetail>().vendorRecent.map((one) => one.invoiceNumber)).toEqual([
      'PP-3',
      'pp-2',
      'PP-1',
    ]);

    const csv = await as(world.test.app, world.tokens.board).get(boardInvoices(home, '/Export'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Invoice number');
    // the demo's own invoices awaiting approval are there too
    expect(
      lines.filter((line) => line.includes('Zz Pool Pros') || line.includes('Zz Snow Team')),
    ).toHaveLength(4);
    expect(csv.body).toContain('Zz Pool Pros,PP-2,800.00');

    const bulk = await as(world.test.app, world.tokens.board).post(boardInvoices(home, '/Approve'), {
      invoiceIds: [sameAmount.id, first.id, longAfter.id, 999_999],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json<BulkApprovalResult>().results).toEqual([
      { invoiceId: sameAmount.id, ok: true, status: 'approved', message: 'Approved.' },
      { invoiceId: first.id, ok: false, status: null, message: invoiceMessages.alreadyDecided('Approved') },
      { invoiceId: longAfter.id, ok: true, status: 'approved', message: 'Approved.' },
      { invoiceId: 999_999, ok: false, status: null, message: invoiceMessages.notFound },
    ]);
    expect(
      (
        await as(world.test.app, world.mimicBoardToken).post(boardInvoices(home, '/Approve'), {
          invoiceIds: [sameNumber.id],
        })
      ).statusCode,
    ).toBe(403);
    const pending = await as(world.test.app, world.tokens.board).get(boardInvoices(home));
    const still = pending.json<InvoiceList>().invoices.map((one) => one.id);
    expect(still).toEqual(expect.arrayContaining([sameNumber.id, otherVendor.id]));
    expect(still).not.toContain(sameAmount.id);
    expect(still).not.toContain(longAfter.id);
  });
});
