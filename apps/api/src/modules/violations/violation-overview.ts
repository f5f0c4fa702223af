import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { violationEscalations } from '../../db/schema/violations';

/**
 * For the board's task overview (issue 18): the association's violation escalations (fines, hearings)
 * awaiting a decision the given board member has not made. One board member's decision settles an
 * escalation (ADR 129), so these are the pending ones not decided by `userId`; the partial index
 * `violation_escalations_pending` (association_id where status = 'pending') keeps it an index scan
 * however many properties the association has. Authorize the caller as a board member first.
 */
export async function countViolationEscalationsAwaitingBoard(
  db: Db,
  options: { associationId: number; userId: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(violationEscalations)
    .where(
      and(
        eq(violationEscalations.associationId, options.associationId),
        eq(violationEscalations.status, 'pending'),
        // a pending escalation has no decider yet; kept explicit should several deciders ever be needed
        sql`(${isNull(violationEscalations.decidedByUserId)} or ${violationEscalations.decidedByUserId} <> ${options.userId})`,
      ),
    );
  return Number(row?.n ?? 0);
}
