import type { Principal } from '../../auth/principal';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { endedMimicSessions } from '../../db/schema/sign-in-exchanges';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

/**
 * Ends mimic mode: the session's access token stops working at once (its jti is recorded as ended) and
 * the end is audited. Only a mimic session can end one.
 */
export async function finishMimic({
  db,
  clock,
  principal,
  requestId,
  route,
}: {
  db: Db;
  clock: Clock;
  principal: Principal;
  requestId: string;
  route: string;
}): Promise<void> {
  if (principal.actorUserId === null) {
    throw new AppError('CONFLICT', 'Conflict', { detail: 'This session is not in mimic mode.' });
  }
  const actorUserId = principal.actorUserId;
  // revoked and audited together, or neither
  await db.transaction(async (tx) => {
    if (principal.mimicSessionId) {
      await tx
        .insert(endedMimicSessions)
        .values({ sessionId: principal.mimicSessionId, endedAt: clock.now() })
        .onConflictDoNothing();
    }
    await recordAudit({
      db: tx,
      entry: {
        occurredAt: clock.now(),
        actorUserId,
        subjectUserId: principal.userId,
        method: 'MIMIC_END',
        route,
        status: 204,
        requestId,
      },
    });
  });
}
