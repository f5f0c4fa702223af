import { cents } from '@hoa/contracts/money';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentPlans, journalEntries } from '../../src/db/schema/books';
import {
  assessmentSourceKey,
  lateFeeSourceKey,
  postMonthlyAssessments,
} from '../../src/modules/billing-jobs/post-monthly-assessments';
import { billingRunKey } from '../../src/modules/books/billing-run-key';
import { postEntry } from '../../src/modules/books/post-entry';
import { createFactories } from '../../src/seed/factories';
import { buildTestApp, forEachDatabase } from '../helper';
import { type ScheduleWorld, scheduleWorld } from '../schedules/schedule-world';
import { at } from './job-fixtures';

const bulkAccounts = 600;

async function plan(
  world: ScheduleWorld,
  values: { dueDay?: number; lateFee?: number; lateAfterDays?: number } = {},
) {
  const [row] = await world.db
    .insert(assessmentPlans)
    .values({
      associationId: world.associationId,
      description: 'Monthly assessment',
      amount: 25_000,
      ...values,
    })
    .returning();
  return row as typeof assessmentPlans.$inferSelect;
}

const entriesLike = (world: ScheduleWorld, prefix: string) =>
  world.db
    .select()
    .from(journalEntries)
    .where(like(journalEntries.sourceKey, `${prefix}%`));

forEachDatabase((kind) => {
  describe('postMonthlyAssessments', () => {
    it('charges each primary sub-ledger once a month from the due day, however often it runs', {
      timeout: 60_000,
    }, async () => {
      // 23:59:59 on December 4 in New York: December's charge (due the 5th) is not due yet
      const world = await scheduleWorld(kind, { now: new Date('2026-12-05T04:59:59Z') });
      const monthly = await plan(world, { dueDay: 5 });
      await world.make.subLedger({ propertyId: world.payer.propertyId, name: 'Special assessment' });
      expect(await postMonthlyAssessments(world.deps, { now: world.clock.now() })).toEqual({
        assessments: 0,
        lateFees: 0,
      });
      const now = at(world, '2026-12-05T05:00:00Z');
      expect(await postMonthlyAssessments(world.deps, { now })).toEqual({ assessments: 2, lateFees: 0 });
      expect(await postMonthlyAssessments(world.deps, { now })).toEqual({ assessments: 0, lateFees: 0 });
      const later = at(world, '2026-12-20T12:00:00Z');
      const concurrent = await Promise.all([
        postMonthlyAssessments(world.deps, { now: later }),
        postMonthlyAssessments(world.deps, { now: later }),
      ]);
      expect(concurrent.map((one) => one.assessments)).toEqual([0, 0]);
      const posted = await entriesLike(world, `assessment:${monthly.id}:`);
      expect(posted.map((entry) => entry.sourceKey).sort()).toEqual(
        [
          assessmentSourceKey(monthly.id, world.payer.subLedgerId, '2026-12'),
          assessmentSourceKey(monthly.id, world.neighbour.subLedgerId, '2026-12'),
        ].sort(),
      );
      expect(posted[0]).toMatchObject({
        kind: 'assessment',
        effectiveDate: '2026-12-05',
        memo: 'Monthly assessment — December 2026',
      });
      expect(await world.balance(world.payer.subLedgerId)).toBe(50_000);
      await postMonthlyAssessments(world.deps, { now: at(world, '2027-01-05T12:00:00Z') });
      expect(await entriesLike(world, `assessment:${monthly.id}:${world.payer.subLedgerId}:`)).toHaveLength(
        2,
      );
    });

    it('charges the late fee after the grace days, once, only to accounts that still owe', async () => {
      const world = await scheduleWorld(kind, { now: new Date('2026-12-10T12:00:00Z') });
      const monthly = await plan(world, { dueDay: 1, lateFee: 2_500, lateAfterDays: 15 });
      const paidUp = await world.homeowner('paid-up@example.test', { balance: 0 });
      expect(await postMonthlyAssessments(world.deps, { now: world.clock.now() })).toEqual({
        assessments: 3,
        lateFees: 0,
      });
      // paid-up settles December's charge before the late date (a credit of the same amount)
      await world.charge(paidUp.subLedgerId, -25_000, 'paid-up-credit');
      expect(
        (await postMonthlyAssessments(world.deps, { now: at(world, '2026-12-16T04:59:59Z') })).lateFees,
      ).toBe(0);
      const now = at(world, '2026-12-16T05:00:00Z');
      expect(await postMonthlyAssessments(world.deps, { now })).toEqual({ assessments: 0, lateFees: 2 });
      expect((await postMonthlyAssessments(world.deps, { now })).lateFees).toBe(0);
      const fees = await entriesLike(world, `late-fee:${monthly.id}:`);
      expect(fees.map((entry) => entry.sourceKey).sort()).toEqual(
        [
          lateFeeSourceKey(monthly.id, world.payer.subLedgerId, '2026-12'),
          lateFeeSourceKey(monthly.id, world.neighbour.subLedgerId, '2026-12'),
        ].sort(),
      );
      expect(fees[0]).toMatchObject({ kind: 'late_fee', effectiveDate: '2026-12-16' });
      expect(await world.balance(world.payer.subLedgerId)).toBe(25_000 + 25_000 + 2_500);
      expect(await world.balance(paidUp.subLedgerId)).toBe(0);
    });

    it('does not charge again an account the month was already billed to as a whole run (the demo seed)', async () => {
      const world = await scheduleWorld(kind, { now: new Date('2026-12-20T12:00:00Z') });
      const monthly = await plan(world, { dueDay: 1, lateFee: 2_500, lateAfterDays: 15 });
      await postEntry(world.db, {
        associationId: world.associationId,
        kind: 'assessment',
        memo: 'Monthly assessment — December 2026',
        effectiveDate: '2026-12-01',
        postedAt: world.clock.now(),
        sourceKey: billingRunKey('assessment', monthly.id, '2026-12'),
        lines: [
          { account: 'receivable', subLedgerId: world.payer.subLedgerId, amount: cents(25_000) },
          { account: 'assessment_income', amount: cents(-25_000) },
        ],
      });
      const before = await world.balance(world.payer.subLedgerId);
      const result = await postMonthlyAssessments(world.deps, { now: world.clock.now() });
      // the payer was billed by the run; only the late fee (still owing after the 16th) is new for them
      expect(await world.balance(world.payer.subLedgerId)).toBe(before + 2_500);
      expect(result.assessments).toBeGreaterThanOrEqual(0);
      const again = await entriesLike(world, `assessment:${monthly.id}:${world.payer.subLedgerId}:`);
      expect(again).toEqual([]);
    });

    it('does nothing before the due day', async () => {
      const world = await scheduleWorld(kind);
      await plan(world, { dueDay: 25 });
      expect(await postMonthlyAssessments(world.deps, { now: world.clock.now() })).toEqual({
        assessments: 0,
        lateFees: 0,
      });
    });
  });

  // Its speed over 10,000 accounts is measured by `npm run bench assessments`; this is the set-based path's
  // correctness over many accounts at once.
  it('charges every account of a large association once, then late fees once, then nothing', async () => {
    const test = await buildTestApp(kind);
    const db = test.database.db;
    const make = createFactories(db, 5);
    const association = await make.association();
    const owner = await make.owner({ managementCompanyId: association.managementCompanyId });
    await db.execute(sql`
      insert into properties (association_id, owner_id, account_number, address1, city, state_province, postal_code)
      select ${association.id}, ${owner.id}, 'BULK' || lpad(n::text, 5, '0'), n || ' Main Street', 'Springfield', 'IL', '62701'
      from generate_series(1, ${bulkAccounts}) as n`);
    await db.execute(sql`
      insert into sub_ledgers (association_id, property_id, name, is_primary)
      select association_id, id, 'Assessments', true from properties where association_id = ${association.id}`);
    const [monthly] = await db
      .insert(assessmentPlans)
      .values({
        associationId: association.id,
        description: 'Monthly assessment',
        amount: 30_000,
        lateFee: 2_500,
      })
      .returning();
    const run = (iso: string) => postMonthlyAssessments({ db }, { now: new Date(iso) });
    expect(await run('2026-12-10T12:00:00Z')).toEqual({ assessments: bulkAccounts, lateFees: 0 });
    expect(await run('2026-12-20T12:00:00Z')).toEqual({ assessments: 0, lateFees: bulkAccounts });
    expect(await run('2026-12-20T12:05:00Z')).toEqual({ assessments: 0, lateFees: 0 });
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.associationId, association.id),
          like(journalEntries.sourceKey, `assessment:${monthly?.id}:%`),
        ),
      );
    expect(count?.n).toBe(bulkAccounts);
  });
});
