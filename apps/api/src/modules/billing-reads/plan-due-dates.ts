import { addMonths } from '@hoa/contracts/payment-rules';

/** What the due-date rule needs of an assessment plan. */
export interface PlanSchedule {
  id: number;
  description: string;
  amount: number;
  /** Day of the month the charge falls due (1–28). */
  dueDay: number;
}

export interface PlannedCharge {
  planId: number;
  dueDate: string;
  description: string;
  amount: number;
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * Every due date of the plans from `from` to `to` (both inclusive, `YYYY-MM-DD`), oldest first; plans
 * fall due on `dueDay` of every month.
 */
export function plannedCharges(plans: readonly PlanSchedule[], from: string, to: string): PlannedCharge[] {
  const charges: PlannedCharge[] = [];
  for (const plan of plans) {
    for (let month = `${monthOf(from)}-01`; monthOf(month) <= monthOf(to); month = addMonths(month, 1)) {
      const dueDate = `${monthOf(month)}-${String(plan.dueDay).padStart(2, '0')}`;
      if (dueDate < from || dueDate > to) continue;
      charges.push({ planId: plan.id, dueDate, description: plan.description, amount: plan.amount });
    }
  }
  return charges.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.planId - b.planId);
}
