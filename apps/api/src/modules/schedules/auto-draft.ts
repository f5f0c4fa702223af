import { billingMessages } from '@hoa/contracts/billing';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { autoDraftEnrollments } from '../../db/schema/payments';
import { loadUsableMethod } from '../payments/payment-method-context';
import type { PaymentsDeps } from '../payments/payments-deps';
import { loadSubLedger, paymentOwnerColumns } from '../payments/sub-ledger-context';
import {
  assertAutoDraftEligible,
  autoDraftProcessingFee,
  ineligible,
  lockAccountForEnrollment,
  startMonthDate,
} from './auto-draft-eligibility';
import { type AutoDraftRow, autoDraftDto, autoDraftDtos } from './auto-draft-view';
import { loadOwnSchedule, ownSubLedgerIds } from './schedule-context';
import { queueAutoDraftEnded, queueScheduleConfirmation } from './schedule-mail';
import { assertChangeable, noSetup, setupNotOpen } from './schedule-rules';

async function loadRow(deps: PaymentsDeps, id: number): Promise<AutoDraftRow | undefined> {
  const [row] = await deps.db.select().from(autoDraftEnrollments).where(eq(autoDraftEnrollments.id, id));
  return row;
}

/** The principal's enrollments (active or stopped for them), optionally on portal-enabled accounts only. */
export async function listAutoDraftEnrollments(
  deps: PaymentsDeps,
  principal: Principal,
  query: { portalEnabled?: boolean | undefined },
): Promise<AutoDraftDto[]> {
  const subLedgerIds = await ownSubLedgerIds(deps.db, principal, {
    ...(query.portalEnabled === undefined ? {} : { portalEnabled: query.portalEnabled }),
  });
  if (subLedgerIds.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(autoDraftEnrollments)
    .where(
      and(
        eq(autoDraftEnrollments.userId, principal.userId),
        inArray(autoDraftEnrollments.subLedgerId, subLedgerIds),
        inArray(autoDraftEnrollments.status, ['active', 'deactivated']),
      ),
    )
    .orderBy(asc(autoDraftEnrollments.id));
  return autoDraftDtos(deps.db, rows, deps.clock.now());
}

/** Starts an enrollment with a saved bank account; the processing fee is shown before confirming. */
export async function setupAutoDraft(
  deps: PaymentsDeps,
  principal: Principal,
  input: { subLedgerId: number; paymentMethodId: number; startMonth: string; pullDay: number },
): Promise<AutoDraftDto> {
  const now = deps.clock.now();
  const subLedger = await loadSubLedger(deps.db, principal, input.subLedgerId, 'write');
  const method = await loadUsableMethod(deps.db, principal, input.paymentMethodId, now);
  await assertAutoDraftEligible(deps.db, subLedger, 'standard');
  if (method.kind !== 'bank') throw ineligible(billingMessages.autoDraftNeedsBank);
  const startMonth = startMonthDate(input.startMonth, subLedger, now);
  const processingFee = await autoDraftProcessingFee(deps.db, subLedger);
  const [row] = await deps.db
    .insert(autoDraftEnrollments)
    .values({
      ...paymentOwnerColumns(principal, subLedger, method.id),
      kind: 'standard',
      startMonth,
      pullDay: input.pullDay,
      processingFee,
      status: 'setup',
      createdAt: now,
    })
    .returning();
  return autoDraftDto(deps.db, row as AutoDraftRow, now);
}

/** Activates an enrollment; of two racing for one account (or the same setup) only one wins. */
export async function confirmAutoDraft(
  deps: PaymentsDeps,
  principal: Principal,
  input: { enrollmentId: number },
): Promise<AutoDraftDto> {
  const now = deps.clock.now();
  const { row, subLedger } = await loadOwnSchedule(
    deps.db,
    principal,
    await loadRow(deps, input.enrollmentId),
    'write',
    noSetup,
  );
  if (row.status !== 'setup') throw setupNotOpen();
  await loadUsableMethod(deps.db, principal, row.paymentMethodId, now);
  await assertAutoDraftEligible(deps.db, subLedger, row.kind, row.id);
  const confirmed = await deps.db.transaction(async (tx) => {
    await lockAccountForEnrollment(tx, row.propertyId, row.id);
    const [activated] = await tx
      .update(autoDraftEnrollments)
      .set({ status: 'active', confirmedAt: now })
      .where(and(eq(autoDraftEnrollments.id, row.id), eq(autoDraftEnrollments.status, 'setup')))
      .returning();
    if (!activated) throw setupNotOpen();
    await queueScheduleConfirmation(tx, activated, now, activated.processingFee);
    return activated;
  });
  return autoDraftDto(deps.db, confirmed, now);
}

/** Moves the monthly pull to another day (1–28). */
export async function updateAutoDraft(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
  input: { pullDay: number },
): Promise<AutoDraftDto> {
  const now = deps.clock.now();
  const { row } = await loadOwnSchedule(deps.db, principal, await loadRow(deps, id), 'write');
  assertChangeable(row.status);
  const [changed] = await deps.db
    .update(autoDraftEnrollments)
    .set({ pullDay: input.pullDay })
    .where(and(eq(autoDraftEnrollments.id, id), inArray(autoDraftEnrollments.status, ['setup', 'active'])))
    .returning();
  if (!changed) throw setupNotOpen();
  return autoDraftDto(deps.db, changed, now);
}

/** Unenrolls: no further pulls (a pull already made this month stands); the owner gets a confirmation. */
export async function cancelAutoDraft(deps: PaymentsDeps, principal: Principal, id: number): Promise<void> {
  const now = deps.clock.now();
  const { row } = await loadOwnSchedule(deps.db, principal, await loadRow(deps, id), 'write');
  assertChangeable(row.status);
  await deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(autoDraftEnrollments)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(autoDraftEnrollments.id, id), inArray(autoDraftEnrollments.status, ['setup', 'active'])))
      .returning();
    if (!cancelled) throw setupNotOpen();
    // a setup abandoned before it was confirmed was never a commitment: nothing to confirm
    if (cancelled.confirmedAt !== null) await queueAutoDraftEnded(tx, cancelled, now);
  });
}
