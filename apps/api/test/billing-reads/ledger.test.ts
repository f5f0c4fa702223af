import type { LedgerPage } from '@hoa/contracts/billing';
import { asc, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { journalLines } from '../../src/db/schema/books';
import { createRandom } from '../../src/seed/random';
import { as, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import { type BillingWorld, billingWorld, ledgerEntry, post } from './billing-fixtures';

// the first test of a file builds the database templates (migrations, demo seed) on a shared machine
vi.setConfig({ testTimeout: 120_000 });

/** ~130 lines over four months, posted in shuffled date order, several on one day; a few elsewhere. */
async function postHistory(test: TestApp, world: BillingWorld) {
  const random = createRandom(3);
  const entries = Array.from({ length: 130 }, (_, i) => {
    const date = `2026-0${random.int(1, 4)}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const amount = random.chance(0.5) ? random.int(100, 50_000) : -random.int(100, 50_000);
    return ledgerEntry(world.associationId, world.primary, {
      key: `t:${i}`,
      date,
      amount,
      memo: `Line ${i}`,
    });
  });
  entries.push(
    ledgerEntry(world.associationId, world.foreign, { key: 'other:1', date: '2026-02-02', amount: 999 }),
    ledgerEntry(world.associationId, world.second, { key: 'second:1', date: '2026-02-02', amount: 777 }),
  );
  await post(test.database.db, entries);
}

async function walk(test: TestApp, world: BillingWorld, limit: number) {
  const pages: LedgerPage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/Ledger?subLedgerId=${world.primary}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await as(test.app, world.ownerToken).get(`${paymentsApi}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<LedgerPage>();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

forEachDatabase((kind) => {
  it('walks every line exactly once, newest first, each with the balance up to it', {
    timeout: 120_000,
  }, async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test);
    await postHistory(test, world);
    const lines = await test.database.db
      .select({ id: journalLines.id, date: journalLines.effectiveDate, amount: journalLines.amount })
      .from(journalLines)
      .where(eq(journalLines.subLedgerId, world.primary))
      .orderBy(asc(journalLines.effectiveDate), asc(journalLines.id));
    let running = 0;
    const expected = lines.map((line) => {
      running += line.amount;
      return { id: line.id, date: line.date, amount: line.amount, balance: running };
    });
    expected.reverse();

    for (const limit of [7, 50, 200]) {
      const pages = await walk(test, world, limit);
      expect(pages.length).toBe(Math.ceil(expected.length / limit));
      const items = pages.flatMap((page) => page.items);
      expect(items.map(({ id, date, amount, balance }) => ({ id, date, amount, balance }))).toEqual(expected);
      expect(pages[0]?.balance).toBe(running);
      expect(pages.every((page) => page.balance === page.items[0]?.balance)).toBe(true);
    }
    const [first] = await walk(test, world, 200);
    expect(first?.items[0]).toMatchObject({ kind: expect.stringMatching(/^(assessment|payment)$/) });
    expect(first?.items.every((item) => /^Line \d+$/.test(item.description))).toBe(true);
  });

  it('answers an empty page for a sub-ledger without lines, and 400 for a limit out of range', async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test);
    const empty = await as(test.app, world.ownerToken).get(
      `${paymentsApi}/Ledger?subLedgerId=${world.second}`,
    );
    expect(empty.json()).toEqual({ subLedgerId: world.second, balance: 0, items: [], nextCursor: null });
    for (const limit of [0, 201, 'x']) {
      const response = await as(test.app, world.ownerToken).get(
        `${paymentsApi}/Ledger?subLedgerId=${world.primary}&limit=${limit}`,
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a malformed or foreign cursor with 400', async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test);
    await postHistory(test, world);
    const first = (
      await as(test.app, world.ownerToken).get(`${paymentsApi}/Ledger?subLedgerId=${world.primary}&limit=5`)
    ).json<LedgerPage>();
    const wire = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const good = JSON.parse(Buffer.from(first.nextCursor as string, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const malformed = [
      'not a cursor',
      'bm90IGpzb24',
      wire({}),
      wire([1, 2]),
      wire({ ...good, d: '2026-02-30' }),
      wire({ ...good, i: -1 }),
      wire({ ...good, b: 1.5 }),
      wire({ ...good, s: world.second }),
    ];
    for (const cursor of malformed) {
      const response = await as(test.app, world.ownerToken).get(
        `${paymentsApi}/Ledger?subLedgerId=${world.primary}&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json<{ errorCode: string }>().errorCode).toMatch(
        /^(INVALID_CURSOR|VALIDATION_FAILED)$/,
      );
    }
    // a cursor for the owner's own second sub-ledger does not open the first one's pages either way round
    const crossed = await as(test.app, world.ownerToken).get(
      `${paymentsApi}/Ledger?subLedgerId=${world.second}&cursor=${first.nextCursor}`,
    );
    expect(crossed.statusCode).toBe(400);
  });

  it("is 404 for another owner's sub-ledger and for staff acting as themselves, 401 without a token", async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test);
    await postHistory(test, world);
    expect(
      (await as(test.app, world.ownerToken).get(`${paymentsApi}/Ledger?subLedgerId=${world.foreign}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, world.otherToken).get(`${paymentsApi}/Ledger?subLedgerId=${world.primary}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, world.staffToken).get(`${paymentsApi}/Ledger?subLedgerId=${world.primary}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, world.ownerToken).get(`${paymentsApi}/Ledger?subLedgerId=999999`)).statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, null).get(`${paymentsApi}/Ledger?subLedgerId=${world.primary}`)).statusCode,
    ).toBe(401);
  });
});
