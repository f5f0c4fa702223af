import {
  communityMessages,
  type RequestStatus,
  requestStatusLabels,
  reservationStatusOf,
} from '@hoa/contracts/community';
import { eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import { isStaffActingAsSelf } from '../../auth/policies/policy';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { homeownerRequests, requestStatusChanges, reservations } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';
import { isExclusionViolation, reservationConflict } from './reservation-conflict';

/**
 * Why a request may not move from one status to another, or null. The history is append-only, so a
 * decision is never overwritten by the homeowner: they may withdraw what is still open (or an approved
 * reservation that has not started), and nothing about a reservation changes once its time has come.
 */
export function transitionRefusal(change: {
  from: RequestStatus;
  to: RequestStatus;
  byManagement: boolean;
  reservationStarted: boolean;
}): string | null {
  const { from, to } = change;
  if (from === to) return `The request is already ${requestStatusLabels[to].toLowerCase()}.`;
  if (change.reservationStarted) return communityMessages.reservationPassed;
  if (!change.byManagement && (from === 'declined' || from === 'closed')) {
    return communityMessages.alreadyDecided(requestStatusLabels[from]);
  }
  return null;
}

/**
 * Moves a request to a new status and records it in the history; its reservation follows (approved →
 * confirmed, declined or closed → declined, which frees the slot). Management may set any status; the
 * homeowner may only close (withdraw) their own request; `transitionRefusal` has the limits.
 */
export async function changeRequestStatus(
  db: Db,
  options: { principal: Principal; requestId: number; status: RequestStatus; note: string; now: Date },
): Promise<void> {
  const { principal, requestId, status, now } = options;
  await authorize(db, principal, { action: 'write', resource: { type: 'homeownerRequest', id: requestId } });
  const byManagement = isStaffActingAsSelf(principal);
  if (!byManagement && status !== 'closed') {
    throw new AppError('FORBIDDEN', 'Forbidden', {
      detail: 'Homeowners can only close (withdraw) their own requests; management decides the rest.',
    });
  }
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: homeownerRequests.status })
        .from(homeownerRequests)
        .where(eq(homeownerRequests.id, requestId))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
      const [reservation] = await tx
        .select({ startsAt: reservations.startsAt })
        .from(reservations)
        .where(eq(reservations.requestId, requestId));
      const refusal = transitionRefusal({
        from: current.status,
        to: status,
        byManagement,
        reservationStarted: reservation ? reservation.startsAt.getTime() <= now.getTime() : false,
      });
      if (refusal) throw new AppError('CONFLICT', refusal, { detail: refusal });
      await tx
        .update(homeownerRequests)
        .set({ status, updatedAt: now })
        .where(eq(homeownerRequests.id, requestId));
      await tx
        .update(reservations)
        .set({ status: reservationStatusOf(status) })
        .where(eq(reservations.requestId, requestId));
      await tx.insert(requestStatusChanges).values({
        requestId,
        status,
        note: options.note,
        changedByUserId: principal.userId,
        changedBy: byManagement ? 'management' : 'homeowner',
        changedAt: now,
      });
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw reservationConflict();
    throw error;
  }
}
