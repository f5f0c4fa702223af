import type { DemoPayMethod, MonthlyPlan } from './account-history';
import type { Random } from './random';

/** How a demo account has been paying. */
export interface DemoAccountScript {
  payer: DemoPayMethod;
  /** The last this many months (the current one included) are unpaid. */
  delinquentMonths: number;
  /** Scheduled payers pay on this day every month; others on a random day (now and then late). */
  payDay?: number;
  /** The current month is not paid yet, whatever the day. */
  unpaidCurrentMonth?: boolean;
  /** An extra check two months ago (cents): the account is in credit. */
  prepaid?: number;
  /** A special-assessment sub-ledger: paid at once, paid in installments, or unpaid with the ledger blocked. */
  special?: 'paid' | 'installments' | 'unpaid-blocked';
  installment?: number;
  /** The management company turned off online payments for the account. */
  paymentsDisabled?: boolean;
}

/**
 * The accounts the demo shows on purpose, by account number. The demo logins' homes have the lowest
 * numbers (demo.ts): HP00001 homeowner@, HP00002 and MC00001 owner2@, MC00002 board@, MC00003 chair@.
 */
export const demoAccountScripts: Readonly<Record<string, DemoAccountScript>> = {
  // homeowner@: pays by card, this month not yet (a balance to pay), and the levy monthly from the bank
  HP00001: {
    payer: 'card',
    delinquentMonths: 0,
    unpaidCurrentMonth: true,
    special: 'installments',
    installment: 10_000,
  },
  // owner2@: Auto-Draft from the bank on the 5th
  HP00002: { payer: 'auto-draft', delinquentMonths: 0, payDay: 5 },
  // owner2@: a recurring card payment on the 1st, the day the assessment falls due (so the account is paid up
  // on every day of the month and may enroll in Auto-Draft); the levy unpaid, that ledger blocked (collections)
  MC00001: { payer: 'recurring-card', delinquentMonths: 0, payDay: 1, special: 'unpaid-blocked' },
  MC00002: { payer: 'bank', delinquentMonths: 0 },
  // chair@: online payments turned off for the account
  MC00003: { payer: 'check', delinquentMonths: 0, paymentsDisabled: true },
  // paid ahead: in credit
  HP00010: { payer: 'check', delinquentMonths: 0, prepaid: 65_000 },
  // behind for months, with late fees
  HP00017: { payer: 'check', delinquentMonths: 5 },
  MC00021: { payer: 'bank', delinquentMonths: 3 },
  SR00008: { payer: 'card', delinquentMonths: 4 },
};

/**
 * More Meadowbrook accounts behind by this many months, over their drawn script (the draws stay the
 * same), so the board's collections page has owners in every aging bucket (issue 17).
 */
export const demoDelinquentAccounts: Readonly<Record<string, number>> = {
  MC00012: 1,
  MC00018: 2,
  MC00027: 3,
  MC00033: 4,
  MC00041: 8,
  MC00047: 12,
};

/** Which day each month was paid (null: unpaid) and how. */
export function monthlySchedule(script: DemoAccountScript, months: string[], random: Random): MonthlyPlan {
  const payDays = months.map((_, i) => {
    // drawn for every month, so an account's script does not shift the draws of the next one
    const usual = random.int(2, 12);
    const late = random.chance(0.04) ? random.int(17, 26) : null;
    if (i >= months.length - script.delinquentMonths) return null;
    if (script.unpaidCurrentMonth && i === months.length - 1) return null;
    return script.payDay ?? late ?? usual;
  });
  return { months, payDays, methods: months.map(() => script.payer) };
}
