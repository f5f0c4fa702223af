import { parse } from 'csv-parse/sync';
import { expect, it, vi } from 'vitest';
import { loadPrincipal } from '../../src/auth/principal';
import { fixedClock } from '../../src/clock';
import { buildStatementDocument } from '../../src/modules/billing-reads/build-statement-document';
import { as, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import { readPdf } from '../statements/pdf-text';
import { type BillingWorld, billingWorld, ledgerEntry, post } from './billing-fixtures';

// the first test of a file builds the database templates (migrations) on a shared machine
vi.setConfig({ testTimeout: 120_000 });

const now = new Date('2026-11-20T15:00:00Z');

/** Two years of monthly charges and payments (paid up to October), and a levy on the second ledger. */
async function history(test: TestApp, world: BillingWorld) {
  const { associationId, primary, second } = world;
  const entries = [];
  for (let m = 0; m < 23; m += 1) {
    const month = `${2025 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    entries.push(
      ledgerEntry(associationId, primary, {
        key: `a:${month}`,
        date: `${month}-01`,
        amount: 30_000,
        memo: `Assessment ${month}`,
      }),
    );
    if (m < 22) {
      entries.push(
        ledgerEntry(associationId, primary, { key: `p:${month}`, date: `${month}-07`, amount: -30_000 }),
      );
    }
  }
  entries.push(
    ledgerEntry(associationId, second, {
      key: 'levy',
      date: '2026-06-01',
      amount: 90_000,
      memo: 'Roof levy',
    }),
  );
  await post(test.database.db, entries);
}

async function documentFor(
  test: TestApp,
  world: BillingWorld,
  subLedgerId: number,
  duration: 'last-30-days' | 'full-history',
) {
  const principal = await loadPrincipal(test.database.db, {
    userId: world.ownerUserId,
    customer: world.companyCode,
  });
  if (!principal) throw new Error('no principal');
  return buildStatementDocument(test.database.db, principal, {
    subLedgerId,
    statementType: 'coupons',
    duration,
    now,
    publicUrl: test.app.config.publicUrl,
  });
}

forEachDatabase((kind) => {
  it('builds the statement from the books: period, opening and closing balances, lines, plans, coupons', async () => {
    const test = await buildTestApp(kind, { clock: fixedClock(now) });
    const world = await billingWorld(test);
    await history(test, world);

    const recent = await documentFor(test, world, world.primary, 'last-30-days');
    expect(recent.period).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(recent.openingBalance).toBe(0);
    expect(
      recent.lines.map((line) => [line.date, line.description, line.kind, line.amount, line.balance]),
    ).toEqual([['2026-11-01', 'Assessment 2026-11', 'assessment', 30_000, 30_000]]);
    expect(recent.closingBalance).toBe(30_000);
    expect(recent.futureCharges).toEqual([
      { dueDate: '2026-12-01', description: 'Monthly assessment', amount: 30_000 },
      { dueDate: '2027-01-01', description: 'Monthly assessment', amount: 30_000 },
      { dueDate: '2027-02-01', description: 'Monthly assessment', amount: 30_000 },
    ]);
    expect(recent.coupons.map((coupon) => coupon.amountDue)).toEqual([60_000, 30_000, 30_000]);
    expect(recent.chargeSummary).toEqual([
      { kind: 'assessment', label: 'Assessment', total: 30_000, count: 1 },
    ]);
    expect(recent.account).toMatchObject({
      accountNumber: world.accountNumber,
      subLedgerName: 'Assessments',
    });
    expect(recent.account.propertyAddress.at(-1)).toBe('Springfield, IL 62701');
    expect(recent.remitTo).toEqual([
      expect.stringMatching(/^Association /),
      expect.stringMatching(/^c\/o Management Company /),
    ]);
    expect(recent.association.logo).toBeNull();
    expect(recent.timeZone).toBe('America/New_York');

    const full = await documentFor(test, world, world.primary, 'full-history');
    expect(full.period).toEqual({ from: '2025-01-01', to: '2026-11-20' });
    expect(full.lines).toHaveLength(45);
    expect(full.closingBalance).toBe(30_000);
    expect(full.lines.at(-2)?.balance).toBe(0);

    const levy = await documentFor(test, world, world.second, 'full-history');
    expect(levy.futureCharges).toEqual([]);
    expect(levy.coupons).toEqual([{ dueDate: '2026-11-20', description: 'Balance due', amountDue: 90_000 }]);
  });

  it('downloads a PDF statement and the transaction history as CSV', async () => {
    const test = await buildTestApp(kind, { clock: fixedClock(now) });
    const world = await billingWorld(test);
    await history(test, world);
    const base = `/Ledger/Export?subLedgerId=${world.primary}&duration=full-history`;

    const pdf = await as(test.app, world.ownerToken).get(
      `${paymentsApi}${base}&statementType=charge-summary&format=pdf`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${world.accountNumber}-charge-summary-2026-11-20.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await readPdf(pdf.rawPayload)).pages.join('\n');
    expect(text).toContain(`Account number ${world.accountNumber}`);
    expect(text).toContain('Assessment 2026-11');
    expect(text).toContain('Charge summary');

    const csv = await as(test.app, world.ownerToken).get(
      `${paymentsApi}${base}&statementType=transaction-history&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-transaction-history-2026-11-20\.csv"$/,
    );
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Date', 'Description', 'Type', 'Charges', 'Payments/Credits', 'Balance']);
    expect(rows).toHaveLength(46);
    expect(rows.at(-1)).toEqual(['2026-11-01', 'Assessment 2026-11', 'Assessment', '300.00', '', '300.00']);
  });

  it("is 404 for another owner's sub-ledger and staff, 400 for an unknown statement type, 401 without a token", async () => {
    const test = await buildTestApp(kind, { clock: fixedClock(now) });
    const world = await billingWorld(test);
    const path = (id: number, type = 'coupons') =>
      `/Ledger/Export?subLedgerId=${id}&statementType=${type}&duration=ytd`;
    expect(
      (await as(test.app, world.ownerToken).get(`${paymentsApi}${path(world.foreign)}`)).statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, world.staffToken).get(`${paymentsApi}${path(world.primary)}`)).statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, world.ownerToken).get(`${paymentsApi}${path(world.primary, 'receipt')}`))
        .statusCode,
    ).toBe(400);
    expect((await as(test.app, null).get(`${paymentsApi}${path(world.primary)}`)).statusCode).toBe(401);
    // an account without lines still gets a statement
    expect((await as(test.app, world.ownerToken).get(`${paymentsApi}${path(world.second)}`)).statusCode).toBe(
      200,
    );
  });
});
