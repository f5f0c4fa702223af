import { cents } from '@hoa/contracts/money';
import { addCalendarDays, calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, asc, eq, getTableColumns, gt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { assessmentPlans, journalEntries, journalLines, subLedgers } from '../../db/schema/books';
import { billingRunKey } from '../books/billing-run-key';
import { ensureChartOfAccounts } from '../books/post-entry';
import { postChargesInBulk } from './post-entries-in-bulk';

type Plan = typeof assessmentPlans.$inferSelect & { timeZone: string };

export const assessmentSourceKey = (planId: number, subLedgerId: number, month: string) =>
  `assessment:${planId}:${subLedgerId}:${month}`;
export const lateFeeSourceKey = (planId: number, subLedgerId: number, month: string) =>
  `late-fee:${planId}:${subLedgerId}:${month}`;

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Charges every association's assessment plans to its accounts' primary sub-ledgers once a month, on
 * or after the due day (in the association's time zone), and the plan's late fee once the grace days
 * have passed on accounts that still owe. Exactly once per plan, sub-ledger and month by source key,
 * however often or concurrently it runs. Only the current month is charged: a month the job missed
 * entirely is not back-charged.
 */
export async function postMonthlyAssessments(
  deps: { db: Db },
  options: { now: Date },
): Promise<{ assessments: number; lateFees: number }> {
  const plans: Plan[] = await deps.db
    .select({ ...getTableColumns(assessmentPlans), timeZone: associations.timeZone })
    .from(assessmentPlans)
    .innerJoin(associations, eq(associations.id, assessmentPlans.associationId))
    .orderBy(asc(assessmentPlans.id));
  let assessments = 0;
  let lateFees = 0;
  for (const plan of plans) {
    const today = calendarDateIn(options.now, plan.timeZone);
    const month = today.slice(0, 7);
    const dueDate = `${month}-${String(plan.dueDay).padStart(2, '0')}`;
    if (today < dueDate) continue;
    await ensureChartOfAccounts(deps.db, plan.associationId);
    assessments += await postAssessments(deps.db, plan, month, dueDate, options.now);
    if (plan.lateFee > 0 && today >= addCalendarDays(dueDate, plan.lateAfterDays)) {
      lateFees += await postLateFees(
        deps.db,
        plan,
        month,
        addCalendarDays(dueDate, plan.lateAfterDays),
        options.now,
      );
    }
  }
  return { assessments, lateFees };
}

/**
 * The plan's primary sub-ledgers (optionally only those owing) not yet charged for the month: no
 * `<prefix>:<plan>:<sub-ledger>:<month>` entry, and no line in the month's whole-run entry
 * (`billingRunKey`, one entry with a line per account, as the demo seed and imports post a run).
 */
async function subLedgersWithout(
  db: Db,
  plan: Plan,
  prefix: 'assessment' | 'late-fee',
  month: string,
  owing: boolean,
) {
  const key = sql`${prefix} || ':' || ${plan.id}::text || ':' || ${subLedgers.id}::text || ':' || ${month}`;
  const runKey = billingRunKey(prefix === 'assessment' ? 'assessment' : 'late_fee', plan.id, month);
  const inRun = db
    .select({ one: sql`1` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.sourceKey, runKey), eq(journalLines.subLedgerId, subLedgers.id)));
  const balance = sql`(select coalesce(sum(${journalLines.amount}), 0) from ${journalLines} where ${journalLines.subLedgerId} = ${subLedgers.id})`;
  return db
    .select({ id: subLedgers.id })
    .from(subLedgers)
    .where(
      and(
        eq(subLedgers.associationId, plan.associationId),
        eq(subLedgers.isPrimary, true),
        notExists(db.select({ one: sql`1` }).from(journalEntries).where(eq(journalEntries.sourceKey, key))),
        notExists(inRun),
        owing ? gt(balance, 0) : undefined,
      ),
    )
    .orderBy(asc(subLedgers.id));
}

async function postAssessments(
  db: Db,
  plan: Plan,
  month: string,
  dueDate: string,
  now: Date,
): Promise<number> {
  const pending = await subLedgersWithout(db, plan, 'assessment', month, false);
  return postChargesInBulk(db, {
    associationId: plan.associationId,
    kind: 'assessment',
    income: 'assessment_income',
    effectiveDate: dueDate,
    postedAt: now,
    entries: pending.map(({ id }) => ({
      sourceKey: assessmentSourceKey(plan.id, id, month),
      subLedgerId: id,
      amount: cents(plan.amount),
      memo: `${plan.description} — ${monthName(month)}`,
    })),
  });
}

async function postLateFees(db: Db, plan: Plan, month: string, lateDate: string, now: Date): Promise<number> {
  const owing = await subLedgersWithout(db, plan, 'late-fee', month, true);
  return postChargesInBulk(db, {
    associationId: plan.associationId,
    kind: 'late_fee',
    income: 'late_fee_income',
    effectiveDate: lateDate,
    postedAt: now,
    entries: owing.map(({ id }) => ({
      sourceKey: lateFeeSourceKey(plan.id, id, month),
      subLedgerId: id,
      amount: cents(plan.lateFee),
      memo: `Late fee — ${plan.description}, ${monthName(month)}`,
    })),
  });
}
