import type { Principal } from '../../auth/principal';
import { loadUsableMethod, type PaymentMethodRow } from '../payments/payment-method-context';
import type { PaymentsDeps } from '../payments/payments-deps';
import { assertPayable, loadSubLedger, type SubLedgerContext, todayIn } from '../payments/sub-ledger-context';
import { loadOwnSchedule, type ScheduleOwnership } from './schedule-context';
import {
  assertBeforeCutoff,
  assertChangeable,
  assertScheduleDate,
  methodCannotChange,
  noSetup,
  setupNotOpen,
} from './schedule-rules';

/*
 * The steps a dated schedule (a future or a recurring payment) goes through the same way whatever its
 * kind: set up, confirm, change, remove. `dateField` names its date column (and the field in errors).
 */

interface DatedSchedule extends ScheduleOwnership {
  status: string;
  paymentMethodId: number;
}

/** A new schedule's checks: the principal may pay the account, with a usable method, on a valid date. */
export async function checkNewSchedule(
  deps: PaymentsDeps,
  principal: Principal,
  input: { subLedgerId: number; paymentMethodId: number },
  date: { field: string; value: string },
  now: Date,
): Promise<{ subLedger: SubLedgerContext; method: PaymentMethodRow }> {
  const subLedger = await loadSubLedger(deps.db, principal, input.subLedgerId, 'write');
  assertPayable(subLedger);
  const method = await loadUsableMethod(deps.db, principal, input.paymentMethodId, now);
  assertScheduleDate(date.field, date.value, todayIn(subLedger, now));
  return { subLedger, method };
}

/** The principal's open setup, still payable with its method on its date (a setup may wait overnight). */
export async function loadConfirmableSetup<F extends string, T extends DatedSchedule & Record<F, string>>(
  deps: PaymentsDeps,
  principal: Principal,
  row: T | undefined,
  dateField: F,
  now: Date,
): Promise<T> {
  const own = await loadOwnSchedule(deps.db, principal, row, 'write', noSetup);
  if (own.row.status !== 'setup') throw setupNotOpen();
  assertPayable(own.subLedger);
  await loadUsableMethod(deps.db, principal, own.row.paymentMethodId, now);
  assertScheduleDate(dateField, own.row[dateField], todayIn(own.subLedger, now));
  return own.row;
}

/** Whether a schedule can still change: not done or removed, and before the cutoff of its date. */
export function assertStillChangeable<F extends string>(
  row: { status: string } & Record<F, string>,
  dateField: F,
  now: Date,
): void {
  assertChangeable(row.status);
  assertBeforeCutoff(row[dateField], now);
}

/** The principal's own schedule to change or remove; a change never moves it to another method. */
export async function loadChangeableSchedule<F extends string, T extends DatedSchedule & Record<F, string>>(
  deps: PaymentsDeps,
  principal: Principal,
  row: T | undefined,
  dateField: F,
  now: Date,
  changes: { paymentMethodId?: number | undefined } = {},
): Promise<{ row: T; subLedger: SubLedgerContext }> {
  const own = await loadOwnSchedule(deps.db, principal, row, 'write');
  if (changes.paymentMethodId !== undefined) throw methodCannotChange();
  assertStillChangeable(own.row, dateField, now);
  return own;
}
