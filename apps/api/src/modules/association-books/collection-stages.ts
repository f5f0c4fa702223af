import {
  type BoardStageDecision,
  type CollectionStage,
  stagesNeedingBoardApproval,
} from '@hoa/contracts/association-books';
import { collectionMessages } from '@hoa/contracts/association-collections';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { collectionStageChanges } from '../../db/schema/association-books';
import { subLedgers } from '../../db/schema/books';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';

const notFound = (detail: string) => new AppError('NOT_FOUND', 'Not Found', { detail });
const conflict = (detail: string) => new AppError('CONFLICT', detail, { detail });

/**
 * Staff set an account's collection stage with a note (ADR 125): a new row, never a change to an old
 * one (the latest row is the stage). A stage the board must approve waits for one board decision.
 */
export async function setCollectionStage(
  db: Db,
  input: {
    associationId: number;
    subLedgerId: number;
    stage: CollectionStage;
    note: string;
    userId: number;
    now: Date;
  },
): Promise<{ id: number }> {
  const [ledger] = await db
    .select({ id: subLedgers.id })
    .from(subLedgers)
    .where(and(eq(subLedgers.id, input.subLedgerId), eq(subLedgers.associationId, input.associationId)));
  if (!ledger) throw notFound(collectionMessages.accountNotFound);
  const [row] = await db
    .insert(collectionStageChanges)
    .values({
      associationId: input.associationId,
      subLedgerId: input.subLedgerId,
      stage: input.stage,
      note: input.note,
      setByUserId: input.userId,
      setAt: input.now,
      needsBoardApproval: stagesNeedingBoardApproval.includes(input.stage),
    })
    .returning({ id: collectionStageChanges.id });
  if (!row) throw new Error('No stage change was stored');
  return row;
}

/**
 * One board member's decision on a stage that needs the board (approve, or hold with a note). The row
 * is locked first, so two members deciding at once are serialised: the second reads the first's decision
 * and gets a 409. Only the account's latest stage can be decided. The audit entry is in the same
 * transaction.
 */
export async function decideCollectionStage(
  db: Db,
  input: {
    associationId: number;
    stageChangeId: number;
    decision: BoardStageDecision;
    note: string;
    action: BoardAction;
  },
): Promise<void> {
  if (input.decision === 'held' && input.note.trim() === '') {
    throw fieldInvalid('note', collectionMessages.holdNoteRequired);
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(collectionStageChanges)
      .where(
        and(
          eq(collectionStageChanges.id, input.stageChangeId),
          eq(collectionStageChanges.associationId, input.associationId),
        ),
      )
      .for('update');
    if (!row) throw notFound(collectionMessages.notFound);
    if (!row.needsBoardApproval) throw conflict(collectionMessages.noApprovalNeeded);
    if (row.boardDecision !== null) throw conflict(collectionMessages.alreadyDecided);
    const [latest] = await tx
      .select({ id: collectionStageChanges.id })
      .from(collectionStageChanges)
      .where(eq(collectionStageChanges.subLedgerId, row.subLedgerId))
      .orderBy(desc(collectionStageChanges.setAt), desc(collectionStageChanges.id))
      .limit(1);
    if (latest?.id !== row.id) throw conflict(collectionMessages.superseded);
    const decidedBy = input.action.principal.userId;
    await tx
      .update(collectionStageChanges)
      .set({
        boardDecision: input.decision,
        boardNote: input.note,
        boardDecidedByUserId: decidedBy,
        boardDecidedAt: input.action.now,
      })
      .where(eq(collectionStageChanges.id, row.id));
    await recordBoardAction(tx, input.action, {
      object: 'Collection stage decision',
      status: 200,
      before: { stageChangeId: row.id, stage: row.stage, boardDecision: null },
      after: { stageChangeId: row.id, stage: row.stage, boardDecision: input.decision, note: input.note },
    });
  });
}
