import {
  type ArcDecisionOutcome,
  arcDecisionLabels,
  arcMessages,
  isFinalArcDecision,
} from '@hoa/contracts/arc-review';
import type { RequestStatus } from '@hoa/contracts/community';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { arcDecisions } from '../../db/schema/arc-review';
import { homeownerRequests, requestStatusChanges } from '../../db/schema/community';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { lockArcRequest, votingClosed } from './lock-arc-request';

/** Where the homeowner's request goes for each decision (its status history shows the decision). */
const statusOf: Record<ArcDecisionOutcome, RequestStatus> = {
  approved: 'approved',
  approved_with_conditions: 'approved',
  more_information_needed: 'in_review',
  denied: 'declined',
};

const historyNote = (outcome: ArcDecisionOutcome, text: string) =>
  `Board decision: ${arcDecisionLabels[outcome]}${text ? `. ${text}` : '.'}`;

/**
 * Records the chair's decision (authorize first: the chair, not in mimic mode) under the request's row
 * lock: the decision, the request's status with a line in its history the homeowner sees, the e-mail to
 * the homeowner through the outbox and the audit entry, in one transaction. A final decision closes
 * voting; a second final decision, or one on a request no longer open, is a 409.
 */
export async function recordChairDecision(
  db: Db,
  options: { action: BoardAction; requestId: number; outcome: ArcDecisionOutcome; text: string },
): Promise<void> {
  const { action, requestId, outcome, text } = options;
  const final = isFinalArcDecision(outcome);
  await db.transaction(async (tx) => {
    const { request, decided, votingOpen } = await lockArcRequest(tx, requestId);
    if (decided)
      throw new AppError('CONFLICT', arcMessages.alreadyDecided, { detail: arcMessages.alreadyDecided });
    if (!votingOpen) throw votingClosed(false);
    const [chair] = await tx
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, action.principal.userId));
    await tx.insert(arcDecisions).values({
      requestId,
      outcome,
      text,
      final,
      decidedByUserId: action.principal.userId,
      decidedByName: chair?.name ?? action.principal.email,
      decidedAt: action.now,
    });
    const status = statusOf[outcome];
    await tx
      .update(homeownerRequests)
      .set({ status, updatedAt: action.now })
      .where(eq(homeownerRequests.id, requestId));
    await tx.insert(requestStatusChanges).values({
      requestId,
      status,
      note: historyNote(outcome, text),
      changedByUserId: action.principal.userId,
      // the homeowner's history knows homeowner and management; the board decides through management
      changedBy: 'management',
      changedAt: action.now,
    });
    const [recipient] = await tx
      .select({
        ownerEmail: owners.primaryEmail,
        submitterEmail: users.email,
        address: properties.address1,
      })
      .from(homeownerRequests)
      .innerJoin(owners, eq(owners.id, homeownerRequests.ownerId))
      .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
      .leftJoin(users, eq(users.id, homeownerRequests.submittedByUserId))
      .where(eq(homeownerRequests.id, requestId));
    const to = recipient?.ownerEmail ?? recipient?.submitterEmail;
    if (to) {
      await queueMail(
        tx,
        {
          to,
          mail: composeMail('arcDecision', {
            subject: request.subject,
            address: recipient?.address ?? '',
            kind: outcome,
            text,
          }),
          sender: { associationId: request.associationId },
          ownerId: request.ownerId,
        },
        action.now,
      );
    }
    await recordBoardAction(tx, action, {
      object: 'ARC decision',
      status: 200,
      before: { request: requestId, status: request.status },
      after: { request: requestId, outcome, text, final, status },
    });
  });
}
