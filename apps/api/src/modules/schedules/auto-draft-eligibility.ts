import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { cents } from '@hoa/contracts/money';
import { addMonths, computeFees } from '@hoa/contracts/payment-rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import { assessmentPlans } from '../../db/schema/books';
import { autoDraftEnrollments } from '../../db/schema/payments';
import { properties } from '../../db/schema/properties';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { subLedgerBalance } from '../books/balances';
import { methodUnavailable, paymentOptionsFor } from '../payments/fees';
import {
  assertPayable,
  autoDraftIneligibility,
  type SubLedgerContext,
  todayIn,
} from '../payments/sub-ledger-context';

export const autoDraftMessages = {
  useLegacyForm:
    'This association enrolls in Auto-Draft with a signed bank authorization. Use the Auto-Draft authorization form.',
  useSavedBankAccount:
    'This association enrolls in Auto-Draft with a saved bank account. Use Auto-Draft setup instead.',
  startMonthInPast: 'The start month cannot be in the past.',
  authorizationChanged: 'The authorization text has changed. Please read it again and sign.',
} as const;

export const ineligible = (message: string) =>
  new AppError('UNPROCESSABLE', message, { errorCode: paymentErrorCodes.autoDraftIneligible });

const alreadyEnrolled = () =>
  new AppError('CONFLICT', billingMessages.autoDraftAlreadyEnrolled, {
    errorCode: paymentErrorCodes.autoDraftIneligible,
  });

/** Whether the account already has an active enrollment (other than `exceptId`). */
function hasActiveEnrollment(db: Db, propertyId: number, exceptId?: number): Promise<boolean> {
  return rowExists(
    db,
    autoDraftEnrollments,
    and(
      eq(autoDraftEnrollments.propertyId, propertyId),
      eq(autoDraftEnrollments.status, 'active'),
      exceptId === undefined ? undefined : ne(autoDraftEnrollments.id, exceptId),
    ),
  );
}

/**
 * SPEC §4: the association must offer this kind of Auto-Draft, payments must be allowed, only the
 * account's primary sub-ledger enrolls, accounts with a balance cannot, and one enrollment per account.
 */
export async function assertAutoDraftEligible(
  db: Db,
  subLedger: SubLedgerContext,
  kind: 'standard' | 'legacy',
  exceptEnrollmentId?: number,
): Promise<void> {
  if (subLedger.autoDraftType === 'none') throw ineligible(billingMessages.autoDraftOff);
  if (subLedger.autoDraftType === 'standard' && kind === 'legacy') {
    throw ineligible(autoDraftMessages.useSavedBankAccount);
  }
  if (subLedger.autoDraftType === 'legacy' && kind === 'standard') {
    throw ineligible(autoDraftMessages.useLegacyForm);
  }
  assertPayable(subLedger);
  const reason = autoDraftIneligibility(subLedger, await subLedgerBalance(db, subLedger.subLedgerId));
  if (reason) throw ineligible(reason);
  if (await hasActiveEnrollment(db, subLedger.propertyId, exceptEnrollmentId)) throw alreadyEnrolled();
}

/**
 * Locks the account row, then checks again that it has no active enrollment: two enrollments racing
 * for one account are serialised here, so only one becomes active. Call inside the transaction that
 * activates the enrollment.
 */
export async function lockAccountForEnrollment(tx: Db, propertyId: number, exceptId?: number): Promise<void> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
  if (await hasActiveEnrollment(tx, propertyId, exceptId)) throw alreadyEnrolled();
}

/** The association's monthly assessment (the sum of its plans), which Auto-Draft will pull. */
async function monthlyAssessment(db: Db, associationId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${assessmentPlans.amount}), 0)` })
    .from(assessmentPlans)
    .where(eq(assessmentPlans.associationId, associationId));
  return Number(row?.total ?? 0);
}

/** The bank option's processing fee on the monthly assessment: what each pull will cost, shown up front. */
export async function autoDraftProcessingFee(db: Db, subLedger: SubLedgerContext): Promise<number> {
  const option = (await paymentOptionsFor(db, [subLedger.associationId]))(subLedger.associationId, 'bank');
  if (!option.enabled) throw methodUnavailable('bank');
  const amount = await monthlyAssessment(db, subLedger.associationId);
  if (amount <= 0) return 0;
  return computeFees(cents(amount), option, subLedger.largeAmountFeeBasisPoints).processingFee;
}

/** The first day of the start month (YYYY-MM-01): this month or later, at most a year ahead. */
export function startMonthDate(startMonth: string, subLedger: SubLedgerContext, now: Date): string {
  const month = Number(startMonth.slice(5, 7));
  const invalid = (message: string) => fieldInvalid('startMonth', message);
  if (month < 1 || month > 12) throw invalid('Use the month format YYYY-MM');
  const today = todayIn(subLedger, now);
  if (startMonth < today.slice(0, 7)) throw invalid(autoDraftMessages.startMonthInPast);
  if (startMonth > addMonths(today, 12).slice(0, 7)) throw invalid(billingMessages.dateTooFar);
  return `${startMonth}-01`;
}
