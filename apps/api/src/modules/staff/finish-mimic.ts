import type { Principal } from '../../auth/principal';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

/**
 * Ends mimic mode: records the end (the access token simply stops being used; it expires within 30
 * minutes of the start anyway). Only a mimic session can end one.
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
  await recordAudit({
    db,
    entry: {
      occurredAt: clock.now(),
      actorUserId: principal.actorUserId,
      subjectUserId: principal.userId,
      method: 'MIMIC_END',
      route,
      status: 204,
      requestId,
    },
  });
}
