import {
  nextStages,
  noticeStages,
  stagesNeedingBoard,
  type ViolationForm,
  type ViolationStage,
  violationMessages,
  violationStageLabels,
} from '@hoa/contracts/violations';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { properties } from '../../db/schema/properties';
import { violationEscalations, violationEvents, violations } from '../../db/schema/violations';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { queueViolationNotice } from './violation-notices';

export const notFound = (detail: string) => new AppError('NOT_FOUND', 'Not Found', { detail });
export const conflict = (detail: string) => new AppError('CONFLICT', detail, { detail });

/** Who wrote: staff enter and move violations, board members comment and decide, owners reply. */
export type AuthorRole = 'staff' | 'board' | 'homeowner';

/**
 * Locks the violation's row for the rest of the transaction (every change takes it first, so two
 * changes of one violation are serialised: ADR 129). 404 outside the association.
 */
export async function lockViolation(tx: Db, associationId: number, violationId: number) {
  const [row] = await tx
    .select()
    .from(violations)
    .where(and(eq(violations.id, violationId), eq(violations.associationId, associationId)))
    .for('update');
  if (!row) throw notFound(violationMessages.notFound);
  return row;
}

export const label = (stage: ViolationStage) => violationStageLabels[stage];

/** The route of the demo seed's actions: the demo's history is not somebody's action, so not audited. */
export const demoSeedRoute = 'demo-seed';

/** Records the write in the audit trail (every board, staff and owner write; not the demo seed's). */
export async function auditViolation(
  tx: Db,
  action: BoardAction,
  change: Parameters<typeof recordBoardAction>[2],
): Promise<void> {
  if (action.route === demoSeedRoute) return;
  await recordBoardAction(tx, action, change);
}

/** Staff record a violation at a property of the association: it starts observed. */
export async function createViolation(
  db: Db,
  input: { action: BoardAction; associationId: number; propertyId: number; form: Required<ViolationForm> },
): Promise<number> {
  const { action, associationId, propertyId, form } = input;
  return db.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.associationId, associationId)));
    if (!property) throw fieldInvalid('propertyId', violationMessages.propertyNotFound);
    const [row] = await tx
      .insert(violations)
      .values({
        associationId,
        propertyId,
        ...form,
        stage: 'observed',
        stageChangedAt: action.now,
        createdByUserId: action.principal.userId,
        createdAt: action.now,
      })
      .returning({ id: violations.id });
    const id = (row as { id: number }).id;
    await tx.insert(violationEvents).values({
      violationId: id,
      kind: 'created',
      toStage: null,
      body: form.description,
      userId: action.principal.userId,
      authorRole: 'staff',
      occurredAt: action.now,
    });
    await auditViolation(tx, action, {
      object: 'Violation',
      status: 201,
      before: null,
      after: { violation: id, propertyId, ...form, stage: 'observed' },
    });
    return id;
  });
}

/** Staff correct a violation's category, description, rule or observed date (not once it is closed). */
export async function updateViolation(
  db: Db,
  input: { action: BoardAction; associationId: number; violationId: number; form: Required<ViolationForm> },
): Promise<void> {
  const { action, associationId, violationId, form } = input;
  await db.transaction(async (tx) => {
    const row = await lockViolation(tx, associationId, violationId);
    if (row.stage === 'closed') throw conflict(violationMessages.closed);
    await tx.update(violations).set(form).where(eq(violations.id, violationId));
    await auditViolation(tx, action, {
      object: 'Violation',
      status: 200,
      before: {
        violation: violationId,
        category: row.category,
        description: row.description,
        ruleReference: row.ruleReference,
        observedOn: row.observedOn,
      },
      after: { violation: violationId, ...form },
    });
  });
}

/** Moves the (locked) violation one step, with its history row and, for a notice stage, the owner's letter. */
export async function moveStage(
  tx: Db,
  options: {
    violation: { id: number; associationId: number; stage: ViolationStage };
    to: ViolationStage;
    note: string;
    userId: number;
    role: AuthorRole;
    escalationId?: number;
    now: Date;
  },
): Promise<number> {
  const { violation, to, now } = options;
  await tx.update(violations).set({ stage: to, stageChangedAt: now }).where(eq(violations.id, violation.id));
  const [event] = await tx
    .insert(violationEvents)
    .values({
      violationId: violation.id,
      kind: 'stage',
      fromStage: violation.stage,
      toStage: to,
      body: options.note,
      userId: options.userId,
      authorRole: options.role,
      escalationId: options.escalationId ?? null,
      occurredAt: now,
    })
    .returning({ id: violationEvents.id });
  const eventId = (event as { id: number }).id;
  if (noticeStages.includes(to)) await queueViolationNotice(tx, { violationId: violation.id, eventId, now });
  return eventId;
}

/**
 * Staff move a violation one stage: the next rung of the ladder, resolved from any open stage, closed
 * from resolved. A skipped stage is refused (409), and so is a fine or a hearing (the board decides
 * those: propose them). Resolving withdraws an escalation still waiting for the board.
 */
export async function advanceViolation(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    violationId: number;
    stage: ViolationStage;
    note: string;
  },
): Promise<void> {
  const { action, associationId, violationId, stage, note } = input;
  await db.transaction(async (tx) => {
    const row = await lockViolation(tx, associationId, violationId);
    if (row.stage === 'closed') throw conflict(violationMessages.closed);
    if (!nextStages(row.stage).includes(stage)) {
      throw conflict(violationMessages.skipped(label(row.stage), label(stage)));
    }
    if ((stagesNeedingBoard as readonly string[]).includes(stage)) {
      throw conflict(violationMessages.needsBoard(label(stage)));
    }
    let withdrawn: number | null = null;
    if (stage === 'resolved') {
      const [pending] = await tx
        .update(violationEscalations)
        .set({
          status: 'withdrawn',
          decidedByUserId: action.principal.userId,
          decidedAt: action.now,
          decisionNote: 'Withdrawn: the violation was resolved.',
        })
        .where(
          and(eq(violationEscalations.violationId, violationId), eq(violationEscalations.status, 'pending')),
        )
        .returning({ id: violationEscalations.id });
      withdrawn = pending?.id ?? null;
    }
    await moveStage(tx, {
      violation: row,
      to: stage,
      note,
      userId: action.principal.userId,
      role: 'staff',
      now: action.now,
    });
    await auditViolation(tx, action, {
      object: 'Violation stage',
      status: 200,
      before: { violation: violationId, stage: row.stage },
      after: {
        violation: violationId,
        stage,
        note,
        ...(withdrawn ? { withdrawnEscalation: withdrawn } : {}),
      },
    });
  });
}

/** A comment (board member or staff) or the owner's reply: a history row; board and staff writes audited. */
export async function addViolationNote(
  db: Db,
  input: {
    action: BoardAction;
    associationId: number;
    violationId: number;
    role: AuthorRole;
    body: string;
  },
): Promise<number> {
  const { action, associationId, violationId, role, body } = input;
  return db.transaction(async (tx) => {
    await lockViolation(tx, associationId, violationId);
    const kind = role === 'homeowner' ? 'reply' : 'comment';
    const [event] = await tx
      .insert(violationEvents)
      .values({
        violationId,
        kind,
        body,
        userId: action.principal.userId,
        authorRole: role,
        occurredAt: action.now,
      })
      .returning({ id: violationEvents.id });
    const eventId = (event as { id: number }).id;
    await auditViolation(tx, action, {
      object: role === 'homeowner' ? 'Violation reply' : 'Violation comment',
      status: 201,
      before: null,
      after: { violation: violationId, event: eventId, role, body },
    });
    return eventId;
  });
}
