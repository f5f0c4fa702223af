import { randomUUID } from 'node:crypto';
import type { StartMimicResponse } from '@hoa/contracts/access';
import type { AccessTokens } from '../../auth/access-token';
import type { Principal } from '../../auth/principal';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/record-audit';
import type { HandoverTokens } from '../handover/handover-tokens';

/** Mimic mode ends this long after it starts; the token cannot be renewed past it. */
export const mimicLifetimeSeconds = 30 * 60;

/**
 * Starts mimic mode: a token naming the homeowner (UserId) and the staff actor (act.sub), valid 30
 * minutes, and a one-time handover link for the portal's /auth/jwt page. The start is audited.
 */
export async function beginMimic({
  db,
  clock,
  staff,
  userId,
  requestId,
  route,
  accessTokens,
  handoverTokens,
}: {
  db: Db;
  clock: Clock;
  staff: Principal;
  userId: number;
  requestId: string;
  route: string;
  accessTokens: AccessTokens;
  handoverTokens: HandoverTokens;
}): Promise<StartMimicResponse> {
  const startedAt = clock.now();
  // the start token and the handover (and the token it is exchanged for) share one session id
  const sessionId = randomUUID();
  const issued = await accessTokens.issue(
    { userId, customer: staff.customer, actorUserId: staff.userId, sessionId },
    { ttlSeconds: mimicLifetimeSeconds },
  );
  const handover = await handoverTokens.signMimic({
    userId,
    customer: staff.customer,
    actorUserId: staff.userId,
    mimicExpiresAt: issued.expiresAt,
    sessionId,
  });
  await recordAudit({
    db,
    entry: {
      occurredAt: startedAt,
      actorUserId: staff.userId,
      subjectUserId: userId,
      method: 'MIMIC_START',
      route,
      status: 200,
      requestId,
    },
  });
  return {
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    handoverUrl: `/auth/jwt?token=${encodeURIComponent(handover)}`,
  };
}
