import { type ArcVoteAction, arcMessages } from '@hoa/contracts/arc-review';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import { arcVotes } from '../../db/schema/arc-review';
import { userOwners } from '../../db/schema/memberships';
import { properties } from '../../db/schema/properties';
import { AppError } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { lockArcRequest, votingClosed } from './lock-arc-request';

/**
 * Casts, changes or retracts the caller's vote (authorize first: a board member of the request's
 * association, not in mimic mode). Append-only: the current row is marked superseded and a new one
 * added (a retraction too), under the request's row lock; the partial unique index keeps one current
 * row per member whatever happens. Refused with 409 once voting has closed, with 403 when recused.
 */
export async function castVote(
  db: Db,
  options: { action: BoardAction; requestId: number; vote: ArcVoteAction; comment: string },
): Promise<void> {
  const { action, requestId, vote } = options;
  const userId = action.principal.userId;
  await db.transaction(async (tx) => {
    const { request, decided, votingOpen } = await lockArcRequest(tx, requestId);
    if (!votingOpen) throw votingClosed(decided);
    const owns = await rowExists(
      tx,
      properties,
      and(
        eq(properties.id, request.propertyId),
        inArray(
          properties.ownerId,
          tx.select({ ownerId: userOwners.ownerId }).from(userOwners).where(eq(userOwners.userId, userId)),
        ),
      ),
    );
    if (owns) throw new AppError('FORBIDDEN', arcMessages.recused, { detail: arcMessages.recused });
    const [current] = await tx
      .update(arcVotes)
      .set({ supersededAt: action.now })
      .where(
        and(eq(arcVotes.requestId, requestId), eq(arcVotes.userId, userId), isNull(arcVotes.supersededAt)),
      )
      .returning({ vote: arcVotes.vote, comment: arcVotes.comment });
    const before = current && current.vote !== 'retract' ? current : null;
    if (vote === 'retract' && !before) {
      throw new AppError('CONFLICT', arcMessages.nothingToRetract, { detail: arcMessages.nothingToRetract });
    }
    const comment = vote === 'retract' ? '' : options.comment;
    await tx.insert(arcVotes).values({ requestId, userId, vote, comment, castAt: action.now });
    await recordBoardAction(tx, action, {
      object: vote === 'retract' ? 'ARC vote retraction' : before ? 'ARC vote change' : 'ARC vote',
      status: 200,
      before: before ? { request: requestId, ...before } : null,
      after: { request: requestId, vote, comment },
    });
  });
}
