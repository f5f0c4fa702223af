import { arcMessages } from '@hoa/contracts/arc-review';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { arcDecisions } from '../../db/schema/arc-review';
import { homeownerRequests } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';
import { votingOpenFor } from './arc-views';

/**
 * Locks the request's row for the rest of the transaction and reads its state. Votes and decisions of
 * one request all take this lock first, so they are serialised: a vote racing the chair's final
 * decision either commits before it or reads the decision afterwards and is refused (ADR 111).
 */
export async function lockArcRequest(tx: Db, requestId: number) {
  const [request] = await tx
    .select({
      id: homeownerRequests.id,
      status: homeownerRequests.status,
      associationId: homeownerRequests.associationId,
      ownerId: homeownerRequests.ownerId,
      propertyId: homeownerRequests.propertyId,
      submittedByUserId: homeownerRequests.submittedByUserId,
      subject: homeownerRequests.subject,
    })
    .from(homeownerRequests)
    .where(eq(homeownerRequests.id, requestId))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  const decisions = await tx
    .select({ final: arcDecisions.final })
    .from(arcDecisions)
    .where(eq(arcDecisions.requestId, requestId))
    .orderBy(asc(arcDecisions.id));
  return {
    request,
    decided: decisions.some((d) => d.final),
    votingOpen: votingOpenFor(request.status, decisions),
  };
}

/** The 409 for a vote once voting has closed, saying why. */
export function votingClosed(decided: boolean): AppError {
  const detail = decided ? arcMessages.votingClosed : arcMessages.requestClosed;
  return new AppError('CONFLICT', detail, { detail });
}
