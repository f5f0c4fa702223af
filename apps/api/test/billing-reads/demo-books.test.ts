import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/clock';
import { type Db, queryRows } from '../../src/db/database';
import { associations } from '../../src/db/schema/associations';
import { assessmentPlans, journalEntries } from '../../src/db/schema/books';
import { owners } from '../../src/db/schema/owners';
import { paymentOptions } from '../../src/db/schema/payments';
import { bookIntegrity } from '../../src/modules/books/balances';
import { seedDemo } from '../../src/seed/demo';
import { as, login, paymentsApi } from '../calls';
import { buildTestApp, createTestDatabase, forEachDatabase } from '../helper';

// the first test of a file builds the database templates (migrations, demo seed) on a shared machine
vi.setConfig({ testTimeout: 180_000 });

/** The 20th: this month's assessments are billed, and its late fees (after the 15th) too. */
const seededAt = new Date('2026-11-20T15:00:00Z');

interface AccountRow {
  account_number: string;
  name: string;
  is_primary: boolean;
  payments_blocked: boolean;
  payments_disabled: boolean;
  balance: number;
  assessments: number;
  late_fees: number;
  first_assessment: string | null;
  owner_email: string | null;
}

async function accounts(db: Db): Promise<AccountRow[]> {
  const rows = await queryRows<AccountRow>(
    db,
    sql`select p.account_number, s.name, s.is_primary, s.payments_blocked, p.payments_disabled,
          coalesce(sum(l.amount), 0)::int as balance,
          count(*) filter (where e.kind = 'assessment')::int as assessments,
          count(*) filter (where e.kind = 'late_fee')::int as late_fees,
          min(l.effective_date) filter (where e.kind = 'assessment')::text as first_assessment,
          (select u.email from user_owners uo join users u on u.id = uo.user_id
            where uo.owner_id = p.owner_id limit 1) as owner_email
        from sub_ledgers s
        join properties p on p.id = s.property_id
        left join journal_lines l on l.sub_ledger_id = s.id
        left join journal_entries e on e.id = l.entry_id
        group by p.account_number, p.owner_id, s.id, s.name, s.is_primary, s.payments_blocked, p.payments_disabled
        order by p.account_number, s.id`,
  );
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}

forEachDatabase((kind) => {
  it('keeps balanced books: every entry balances and all lines sum to zero', async () => {
    const { db } = await createTestDatabase(kind, { seed: true, clock: fixedClock(seededAt) });
    expect(await bookIntegrity(db)).toEqual({ total: 0, unbalancedEntries: [], mismatchedTotals: [] });
    const [lonely] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries e
          where (select count(*) from journal_lines l where l.entry_id = e.id) < 2`,
    );
    expect(lonely?.n).toBe(0);
    const [{ n = 0 } = {}] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_lines`,
    );
    expect(n).toBeGreaterThan(10_000);
  });

  it('bills every account monthly for three years up to the current month, with a few late, in credit or blocked', async () => {
    const { db } = await createTestDatabase(kind, { seed: true, clock: fixedClock(seededAt) });
    const rows = await accounts(db);
    const primaries = rows.filter((row) => row.is_primary);
    expect(primaries.length).toBeGreaterThanOrEqual(140);
    expect(new Set(primaries.map((row) => row.account_number)).size).toBe(primaries.length);
    expect(primaries.every((row) => row.name === 'Assessments' && row.assessments === 36)).toBe(true);
    expect(new Set(primaries.map((row) => row.first_assessment))).toEqual(new Set(['2023-12-01']));
    const specials = rows.filter((row) => !row.is_primary);
    expect(specials.length).toBeGreaterThanOrEqual(3);
    expect(specials.every((row) => row.name === 'Special assessment')).toBe(true);

    const delinquent = primaries.filter((row) => row.balance > 0 && row.late_fees > 0);
    expect(delinquent.length).toBeGreaterThanOrEqual(3);
    expect(primaries.filter((row) => row.balance < 0).map((row) => row.account_number)).toContain('HP00010');
    const blocked = rows.filter((row) => row.payments_blocked);
    expect(blocked).toEqual([
      expect.objectContaining({
        account_number: 'MC00001',
        name: 'Special assessment',
        owner_email: 'owner2@example.com',
      }),
    ]);
    expect(blocked[0]?.balance).toBeGreaterThan(0);
    const disabled = [
      ...new Set(rows.filter((row) => row.payments_disabled).map((row) => row.account_number)),
    ];
    expect(disabled).toEqual(['MC00003']);
  });

  it('gives each association a plan, card and bank fees and a large-amount fee', async () => {
    const { db } = await createTestDatabase(kind, { seed: true, clock: fixedClock(seededAt) });
    const plans = await db.select().from(assessmentPlans).orderBy(asc(assessmentPlans.associationId));
    expect(plans).toHaveLength(3);
    expect(new Set(plans.map((plan) => plan.amount)).size).toBe(3);
    expect(plans.every((plan) => plan.dueDay === 1 && plan.lateFee > 0)).toBe(true);
    const options = await db.select().from(paymentOptions);
    expect(options).toHaveLength(6);
    expect(options.every((o) => o.enabled)).toBe(true);
    expect(
      options
        .filter((o) => o.methodKind === 'card')
        .every((o) => o.feeType === 'percent' && o.feeBasisPoints > 0),
    ).toBe(true);
    expect(
      options.filter((o) => o.methodKind === 'bank').every((o) => o.feeType === 'flat' && o.feeFlat > 0),
    ).toBe(true);
    const fees = await db.select({ bp: associations.largeAmountFeeBasisPoints }).from(associations);
    expect(fees.every((row) => row.bp > 0)).toBe(true);
  });

  it('gives the demo homeowners a balance to pay, saved methods and active schedules', async () => {
    const clock = fixedClock(seededAt);
    const test = await buildTestApp(kind, { seed: true, clock });
    const db = test.database.db;
    const token = await login(test.app);
    const mine = (await as(test.app, token).get(`${paymentsApi}/Account`)).json<{
      accounts: SubLedgerAccount[];
    }>().accounts;
    const primary = mine.find((account) => account.isPrimary);
    // November's assessment and its late fee
    expect(primary).toMatchObject({
      accountNumber: 'HP00001',
      balance: 32_500 + 2_500,
      paymentsBlocked: false,
    });
    expect(mine.find((account) => !account.isPrimary)?.balance).toBeGreaterThan(0);

    const schedules = await queryRows<{ email: string; kind: string; n: number }>(
      db,
      sql`select u.email, x.kind, count(*)::int as n from (
            select user_id, 'method:' || kind as kind from payment_methods where status = 'active' and processor_method_id <> ''
            union all select user_id, 'recurring' from recurring_payments where status = 'active'
            union all select user_id, 'future' from future_payments where status = 'active'
            union all select user_id, 'auto-draft' from auto_draft_enrollments where status = 'active'
          ) x join users u on u.id = x.user_id group by u.email, x.kind order by u.email, x.kind`,
    );
    expect(schedules).toEqual([
      { email: 'homeowner@example.com', kind: 'future', n: 1 },
      { email: 'homeowner@example.com', kind: 'method:bank', n: 1 },
      { email: 'homeowner@example.com', kind: 'method:card', n: 1 },
      { email: 'homeowner@example.com', kind: 'recurring', n: 1 },
      { email: 'owner2@example.com', kind: 'auto-draft', n: 1 },
      { email: 'owner2@example.com', kind: 'method:bank', n: 1 },
      { email: 'owner2@example.com', kind: 'method:card', n: 1 },
      { email: 'owner2@example.com', kind: 'recurring', n: 1 },
    ]);
    const emails = await queryRows<{ email: string; primary_email: string | null }>(
      db,
      sql`select u.email, o.primary_email from users u join user_owners uo on uo.user_id = u.id
          join ${owners} o on o.id = uo.owner_id where u.email in ('homeowner@example.com', 'owner2@example.com')
          order by u.email`,
    );
    expect(emails).toEqual([
      { email: 'homeowner@example.com', primary_email: 'homeowner@example.com' },
      { email: 'owner2@example.com', primary_email: null },
    ]);
  });

  it('lets the demo homeowner pay the balance with the saved card: the sandbox knows it', async () => {
    const test = await buildTestApp(kind, { seed: true, clock: fixedClock(seededAt) });
    const token = await login(test.app);
    const [primary] = (await as(test.app, token).get(`${paymentsApi}/Account?accountNumber=HP00001`)).json<{
      accounts: SubLedgerAccount[];
    }>().accounts;
    const methods = (await as(test.app, token).get(`${paymentsApi}/PaymentMethod`)).json<{
      paymentMethods: { id: number; kind: string }[];
    }>();
    const card = methods.paymentMethods.find((method) => method.kind === 'card');
    const [known] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from payment_methods m join sandbox_methods s on s.id = m.processor_method_id`,
    );
    expect(known?.n).toBe(4);
    const setup = await as(test.app, token).post(`${paymentsApi}/Payment/Setup`, {
      subLedgerId: primary?.subLedgerId,
      paymentMethodId: card?.id,
      amount: primary?.balance,
    });
    expect(setup.statusCode, setup.body).toBe(201);
    const confirmed = await as(test.app, token).put(
      `${paymentsApi}/Payment/Setup/${setup.json<{ id: number }>().id}/Confirm`,
      {},
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ status: string }>().status).toBe('processed');
    const after = (await as(test.app, token).get(`${paymentsApi}/Account?accountNumber=HP00001`)).json<{
      accounts: SubLedgerAccount[];
    }>();
    expect(after.accounts[0]?.balance).toBe(0);
  });

  it("posts this month's billing run under the key billing jobs use, so posting it again is a no-op", async () => {
    const { db } = await createTestDatabase(kind, { seed: true, clock: fixedClock(seededAt) });
    const plans = await db.select({ id: assessmentPlans.id }).from(assessmentPlans);
    for (const plan of plans) {
      const [run] = await db
        .select({ kind: journalEntries.kind, date: journalEntries.effectiveDate })
        .from(journalEntries)
        .where(and(eq(journalEntries.sourceKey, `assessment:${plan.id}:2026-11`)));
      expect(run).toEqual({ kind: 'assessment', date: '2026-11-01' });
    }
  });

  it('seeds the same books from the same clock', async () => {
    const clock = fixedClock(new Date('2026-07-03T12:00:00Z'));
    const snapshot = async () => {
      const { db } = await createTestDatabase(kind);
      await seedDemo(db, { clock });
      return (await accounts(db)).map(
        (row) => `${row.account_number} ${row.name} ${row.balance} ${row.late_fees}`,
      );
    };
    const first = await snapshot();
    expect(await snapshot()).toEqual(first);
    // early in the month the homeowner owes this month's assessment, no late fee yet
    expect(first.find((row) => row.startsWith('HP00001 Assessments'))).toMatch(/^HP00001 Assessments 32500 /);
  });
});
