import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { recordAudit } from './record-audit';

/** Who did a board action, when, and by which call: what the audit trail needs besides the change. */
export interface BoardAction {
  principal: Principal;
  now: Date;
  route: string;
  requestId: string;
  /** The call's HTTP method (POST when not given). */
  method?: string;
}

export const boardActionOf = (request: FastifyRequest, principal: Principal, now: Date): BoardAction => ({
  principal,
  now,
  route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
  requestId: String(request.id),
  method: request.method,
});

/**
 * Appends a board action (vote, change, retraction, message, decision) to the audit log in the caller's
 * transaction, so it is there exactly when the action is (ADR 111): actor, time, call and what changed.
 */
export async function recordBoardAction(
  db: Db,
  action: BoardAction,
  change: {
    object: string;
    status: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit({
    db,
    entry: {
      occurredAt: action.now,
      actorUserId: action.principal.actorUserId ?? action.principal.userId,
      subjectUserId: action.principal.userId,
      method: action.method ?? 'POST',
      route: action.route,
      status: change.status,
      requestId: action.requestId,
      changes: { kind: 'change', object: change.object, before: change.before, after: change.after },
    },
  });
}
