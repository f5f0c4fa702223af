import { addCalendarDays, upcomingChargeDays } from '@hoa/contracts/payment-rules';
import { asc, inArray } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { assessmentPlans } from '../../db/schema/books';
import { listSubLedgers, type SubLedgerContext, todayIn } from '../payments/sub-ledger-context';
import { type PlanSchedule, plannedCharges } from './plan-due-dates';

export interface UpcomingCharge {
  subLedgerId: number;
  accountNumber: string;
  dueDate: string;
  description: string;
  amount: number;
}

/** The association's plans, by association id. */
export async function plansByAssociation(
  db: Db,
  associationIds: number[],
): Promise<Map<number, PlanSchedule[]>> {
  const plans = new Map<number, PlanSchedule[]>();
  if (associationIds.length === 0) return plans;
  const rows = await db
    .select({
      id: assessmentPlans.id,
      associationId: assessmentPlans.associationId,
      description: assessmentPlans.description,
      amount: assessmentPlans.amount,
      dueDay: assessmentPlans.dueDay,
    })
    .from(assessmentPlans)
    .where(inArray(assessmentPlans.associationId, [...new Set(associationIds)]))
    .orderBy(asc(assessmentPlans.id));
  for (const { associationId, ...plan } of rows) {
    plans.set(associationId, [...(plans.get(associationId) ?? []), plan]);
  }
  return plans;
}

/** A primary sub-ledger's charges due from its association's today through `upcomingChargeDays` ahead. */
export function chargesComingDue(
  subLedger: Pick<SubLedgerContext, 'associationId' | 'timeZone' | 'isPrimary'>,
  plans: Map<number, PlanSchedule[]>,
  now: Date,
): { dueDate: string; description: string; amount: number }[] {
  if (!subLedger.isPrimary) return [];
  const today = todayIn(subLedger, now);
  return plannedCharges(
    plans.get(subLedger.associationId) ?? [],
    today,
    addCalendarDays(today, upcomingChargeDays),
  ).map(({ dueDate, description, amount }) => ({ dueDate, description, amount }));
}

/**
 * Charges falling due on the principal's accounts from today through `upcomingChargeDays` days ahead
 * (SPEC §9: 25; both ends included, each account's today in its association's time zone). Assessment
 * plans bill the primary sub-ledger of every account, so only primary sub-ledgers have any.
 */
export async function listUpcomingCharges(
  db: Db,
  principal: Principal,
  filter: { subLedgerId?: number; accountNumber?: string },
  now: Date,
): Promise<UpcomingCharge[]> {
  if (filter.subLedgerId !== undefined) {
    await authorize(db, principal, {
      action: 'read',
      resource: { type: 'subLedger', id: filter.subLedgerId },
    });
  }
  const subLedgers = (await listSubLedgers(db, principal, { accountNumber: filter.accountNumber })).filter(
    (row) => row.isPrimary && (filter.subLedgerId === undefined || row.subLedgerId === filter.subLedgerId),
  );
  const plans = await plansByAssociation(
    db,
    subLedgers.map((row) => row.associationId),
  );
  const charges = subLedgers.flatMap((subLedger) =>
    chargesComingDue(subLedger, plans, now).map((charge) => ({
      subLedgerId: subLedger.subLedgerId,
      accountNumber: subLedger.accountNumber,
      ...charge,
    })),
  );
  return charges.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
