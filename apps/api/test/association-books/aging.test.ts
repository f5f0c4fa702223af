import { agingBucketOf } from '@hoa/contracts/association-books';
import { type Cents, cents } from '@hoa/contracts/money';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { ageSubLedgers } from '../../src/modules/association-books/aging';
import { postEntry, reverseEntry } from '../../src/modules/books/post-entry';
import { createFactories } from '../../src/seed/factories';
import { createTestDatabase, forEachDatabase } from '../helper';

const asOf = '2026-06-30';
let sequence = 0;
const nextKey = (prefix: string) => {
  sequence += 1;
  return `${prefix}:${sequence}`;
};

async function world(db: Db, factories = createFactories(db)) {
  const association = await factories.association();
  await factories.books.accountId(association.id, 'receivable');
  const account = async () => (await factories.subLedger({ associationId: association.id })).id;
  const charge = (subLedgerId: number, dueDate: string, amount: number) =>
    postEntry(db, {
      associationId: association.id,
      kind: 'assessment',
      memo: 'Assessment',
      effectiveDate: dueDate,
      postedAt: new Date(`${dueDate}T12:00:00Z`),
      sourceKey: nextKey('test-charge'),
      lines: [
        { account: 'receivable', subLedgerId, amount: cents(amount) },
        { account: 'assessment_income', amount: cents(-amount) },
      ],
    });
  const pay = (subLedgerId: number, date: string, amount: number) =>
    postEntry(db, {
      associationId: association.id,
      kind: 'payment',
      memo: 'Check',
      effectiveDate: date,
      postedAt: new Date(`${date}T12:00:00Z`),
      sourceKey: nextKey('test-payment'),
      lines: [
        { account: 'operating_cash', amount: cents(amount) },
        { account: 'receivable', subLedgerId, amount: cents(-amount) },
      ],
    });
  const age = async (subLedgerId: number, on = asOf) => {
    const rows = await ageSubLedgers(db, { associationId: association.id, asOf: on });
    const row = rows.find((candidate) => candidate.subLedgerId === subLedgerId);
    if (!row) throw new Error(`No aging for sub-ledger ${subLedgerId}`);
    return row;
  };
  return { associationId: association.id, account, charge, pay, age };
}

const zero = cents(0);
const only = (bucket: string, amount: Cents) => ({
  current: zero,
  days1to30: zero,
  days31to60: zero,
  days61to90: zero,
  over90: zero,
  [bucket]: amount,
});

describe('aging buckets by days past due', () => {
  it('puts the edges where a collector expects them', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, -5].map(agingBucketOf)).toEqual([
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
      'current',
    ]);
  });
});

// the books are checked to balance after every test (createTestDatabase)
forEachDatabase((kind) => {
  describe('aging every account from the journal', () => {
    it('ages one charge at each bucket edge: day 0, 1, 30, 31, 60, 61, 90 and 91', async () => {
      const { db } = await createTestDatabase(kind);
      const { account, charge, age } = await world(db);
      const cases: [number, string][] = [
        [0, 'current'],
        [1, 'days1to30'],
        [30, 'days1to30'],
        [31, 'days31to60'],
        [60, 'days31to60'],
        [61, 'days61to90'],
        [90, 'days61to90'],
        [91, 'over90'],
      ];
      for (const [days, bucket] of cases) {
        const subLedgerId = await account();
        await charge(subLedgerId, addCalendarDays(asOf, -days), 10_000);
        const aged = await age(subLedgerId);
        expect(aged.buckets, `${days} days past due`).toEqual(only(bucket, cents(10_000)));
        expect(aged.balance).toBe(10_000);
      }
    });

    it('applies payments to the oldest charge first, a partial payment leaving the rest of it as old as it was', async () => {
      const { db } = await createTestDatabase(kind);
      const { account, charge, pay, age } = await world(db);
      const subLedgerId = await account();
      await charge(subLedgerId, '2026-03-01', 24_000); // 121 days: over 90
      await charge(subLedgerId, '2026-04-01', 24_000); // 90 days: 61-90
      await charge(subLedgerId, '2026-05-01', 24_000); // 60 days: 31-60
      await charge(subLedgerId, '2026-06-01', 24_000); // 29 days: 1-30
      await pay(subLedgerId, '2026-06-15', 30_000); // pays March whole and 6,000 of April
      const aged = await age(subLedgerId);
      expect(aged.buckets).toEqual({
        current: zero,
        days1to30: cents(24_000),
        days31to60: cents(24_000),
        days61to90: cents(18_000),
        over90: zero,
      });
      expect(aged.balance).toBe(66_000);
      expect(aged.oldestUnpaidDueDate).toBe('2026-04-01');
    });

    it('counts only what was posted by the chosen date: a later payment or charge does not change an earlier aging', async () => {
      const { db } = await createTestDatabase(kind);
      const { account, charge, pay, age } = await world(db);
      const subLedgerId = await account();
      await charge(subLedgerId, '2026-05-01', 24_000);
      await pay(subLedgerId, '2026-07-10', 24_000);
      await charge(subLedgerId, '2026-07-01', 24_000);
      expect((await age(subLedgerId, '2026-06-30')).buckets).toEqual(only('days31to60', cents(24_000)));
      expect((await age(subLedgerId, '2026-07-31')).buckets).toEqual(only('days1to30', cents(24_000)));
    });

    it('treats a returned payment as never made: the charges it paid are old again once it is reversed', async () => {
      const { db } = await createTestDatabase(kind);
      const { account, charge, pay, age } = await world(db);
      const subLedgerId = await account();
      await charge(subLedgerId, '2026-03-01', 24_000);
      const payment = await pay(subLedgerId, '2026-03-05', 24_000);
      expect((await age(subLedgerId, '2026-06-01')).balance).toBe(0);
      await reverseEntry(
        db,
        { id: payment.id, sourceKey: 'returned' },
        {
          kind: 'return',
          memo: 'Returned payment',
          effectiveDate: '2026-06-10',
          postedAt: new Date('2026-06-10T12:00:00Z'),
        },
      );
      // before the return the payment stood; from its date on the March charge is 121 days old
      expect((await age(subLedgerId, '2026-06-01')).balance).toBe(0);
      const aged = await age(subLedgerId);
      expect(aged.buckets).toEqual(only('over90', cents(24_000)));
      expect(aged.balance).toBe(24_000);
    });

    it('gives an account in credit no aged amount and a negative balance', async () => {
      const { db } = await createTestDatabase(kind);
      const { account, charge, pay, age } = await world(db);
      const subLedgerId = await account();
      await charge(subLedgerId, '2026-06-01', 24_000);
      await pay(subLedgerId, '2026-05-20', 50_000);
      const aged = await age(subLedgerId);
      expect(aged.buckets).toEqual(only('current', zero));
      expect(aged.balance).toBe(-26_000);
      expect(aged.oldestUnpaidDueDate).toBeNull();
    });

    it('narrows to the sub-ledgers asked for and leaves other associations out', async () => {
      const { db } = await createTestDatabase(kind);
      const factories = createFactories(db);
      const first = await world(db, factories);
      const other = await world(db, factories);
      const a = await first.account();
      const b = await first.account();
      const elsewhere = await other.account();
      await first.charge(a, '2026-06-01', 1_000);
      await first.charge(b, '2026-06-01', 2_000);
      await other.charge(elsewhere, '2026-06-01', 3_000);
      const all = await ageSubLedgers(db, { associationId: first.associationId, asOf });
      expect(all.map((row) => row.subLedgerId).sort()).toEqual([a, b].sort());
      const narrowed = await ageSubLedgers(db, {
        associationId: first.associationId,
        asOf,
        subLedgerIds: [b],
      });
      expect(narrowed.map((row) => [row.subLedgerId, row.balance])).toEqual([[b, 2_000]]);
    });
  });
});
