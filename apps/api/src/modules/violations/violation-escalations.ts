import type { Cents } from '@hoa/contracts/money';
import {
  type BoardStage,
  escalationStatusLabels,
  nextStages,
  violationMessages,
} from '@hoa/contracts/violations';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subLedgers } from '../../db/schema/books';
import { violationEscalations, violationEvents } from '../../db/schema/violations';
import { fieldInvalid } from '../../errors/app-error';
import type { BoardAction } from '../audit/board-audit';
import { ensureChartOfAccounts, postEntry } from '../books/post-entry';
import { auditViolation, conflict, label, lockViolation, moveStage, notFound } from './violation-changes';

/*
 * Fines and hearings wait for the board (ADR 129): staff propose one, a board member of the association
 * approves or refuses it under the violation's and the escalation's row locks; an approved fine posts once.
 */

/**
 * Staff propose a fine (with its amount in cents) or a hearing: only the next rung of the ladder, one
 * waiting escalation per violation. A board member decides it.
 */
export async function proposeEscalation(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    violationId: number;
    stage: BoardStage;
    fineAmount: number | undefined;
    hearingOn: string | undefined;
    note: string;
  },
): Promise<number> {
  const { action, associationId, violationId, stage, note } = input;
  if (stage === 'fine' && input.fineAmount === undefined) {
    throw fieldInvalid('fineAmount', violationMessages.fineAmountRequired);
  }
  if (stage !== 'fine' && input.fineAmount !== undefined) {
    throw fieldInvalid('fineAmount', violationMessages.fineAmountOnlyForFine);
  }
  return db.transaction(async (tx) => {
    const row = await lockViolation(tx, associationId, violationId);
    if (row.stage === 'closed') throw conflict(violationMessages.closed);
    if (!nextStages(row.stage).includes(stage)) {
      throw conflict(violationMessages.skipped(label(row.stage), label(stage)));
    }
    const [waiting] = await tx
      .select({ id: violationEscalations.id })
      .from(violationEscalations)
      .where(
        and(eq(violationEscalations.violationId, violationId), eq(violationEscalations.status, 'pending')),
      );
    if (waiting) throw conflict(violationMessages.alreadyPending);
    const [escalation] = await tx
      .insert(violationEscalations)
      .values({
        violationId,
        associationId,
        stage,
        fromStage: row.stage,
        fineAmount: stage === 'fine' ? (input.fineAmount ?? null) : null,
        hearingOn: input.hearingOn ?? null,
        note,
        proposedByUserId: action.principal.userId,
        proposedAt: action.now,
      })
      .returning({ id: violationEscalations.id });
    const escalationId = (escalation as { id: number }).id;
    await tx.insert(violationEvents).values({
      violationId,
      kind: 'proposal',
      body: note,
      userId: action.principal.userId,
      authorRole: 'staff',
      escalationId,
      occurredAt: action.now,
    });
    await auditViolation(tx, action, {
      object: 'Violation escalation proposal',
      status: 201,
      before: { violation: violationId, stage: row.stage },
      after: {
        violation: violationId,
        escalation: escalationId,
        stage,
        fineAmount: input.fineAmount ?? null,
        hearingOn: input.hearingOn ?? null,
        note,
      },
    });
    return escalationId;
  });
}

/**
 * A board member approves or refuses (with a note) a proposed fine or hearing, under the violation's
 * row lock and then the escalation's, so two members deciding at once are serialised and the second
 * gets 409. An approval moves the violation to the stage; an approved fine posts to the owner's primary
 * sub-ledger (receivable debited, fine income credited) once, by the source key `violation-fine:<id>`.
 */
export async function decideEscalation(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    violationId: number;
    escalationId: number;
    decision: 'approve' | 'refuse';
    note: string;
  },
): Promise<void> {
  const { action, associationId, violationId, escalationId, decision, note } = input;
  if (decision === 'refuse' && note.trim() === '') {
    throw fieldInvalid('note', violationMessages.refusalNoteRequired);
  }
  await db.transaction(async (tx) => {
    const violation = await lockViolation(tx, associationId, violationId);
    const [escalation] = await tx
      .select()
      .from(violationEscalations)
      .where(
        and(eq(violationEscalations.id, escalationId), eq(violationEscalations.violationId, violationId)),
      )
      .for('update');
    if (!escalation) throw notFound(violationMessages.escalationNotFound);
    if (escalation.status !== 'pending') {
      throw conflict(violationMessages.alreadyDecided(escalationStatusLabels[escalation.status]));
    }
    if (decision === 'approve' && violation.stage !== escalation.fromStage) {
      throw conflict(violationMessages.superseded);
    }
    const userId = action.principal.userId;
    let fineEntryId: number | null = null;
    if (decision === 'approve' && escalation.stage === 'fine') {
      const [ledger] = await tx
        .select({ id: subLedgers.id })
        .from(subLedgers)
        .where(eq(subLedgers.propertyId, violation.propertyId))
        .orderBy(desc(subLedgers.isPrimary), subLedgers.id)
        .limit(1);
      const subLedgerId = ledger?.id;
      if (subLedgerId === undefined) throw conflict(violationMessages.noSubLedger);
      await ensureChartOfAccounts(tx, associationId);
      const amount = escalation.fineAmount as Cents;
      const entry = await postEntry(tx, {
        associationId,
        kind: 'violation_fine',
        memo: `Violation fine: ${violation.category}`,
        effectiveDate: action.now.toISOString().slice(0, 10),
        postedAt: action.now,
        sourceKey: `violation-fine:${escalationId}`,
        lines: [
          { account: 'receivable', subLedgerId, amount },
          { account: 'violation_fine_income', amount: -amount as Cents },
        ],
      });
      fineEntryId = entry.id;
    }
    await tx
      .update(violationEscalations)
      .set({
        status: decision === 'approve' ? 'approved' : 'refused',
        decidedByUserId: userId,
        decidedAt: action.now,
        decisionNote: note,
        fineEntryId,
      })
      .where(eq(violationEscalations.id, escalationId));
    await tx.insert(violationEvents).values({
      violationId,
      kind: 'decision',
      body: note,
      userId,
      authorRole: 'board',
      escalationId,
      occurredAt: action.now,
    });
    if (decision === 'approve') {
      await moveStage(tx, {
        violation,
        to: escalation.stage,
        note: escalation.note,
        userId,
        role: 'board',
        escalationId,
        now: action.now,
      });
    }
    await auditViolation(tx, action, {
      object: decision === 'approve' ? 'Violation escalation approval' : 'Violation escalation refusal',
      status: 200,
      before: { violation: violationId, escalation: escalationId, stage: violation.stage, status: 'pending' },
      after: {
        violation: violationId,
        escalation: escalationId,
        decision,
        note,
        stage: decision === 'approve' ? escalation.stage : violation.stage,
        fineAmount: escalation.fineAmount,
        fineEntryId,
      },
    });
  });
}
