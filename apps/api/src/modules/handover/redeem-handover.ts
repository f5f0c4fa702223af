import { createHash } from 'node:crypto';
import { accessErrorCodes } from '@hoa/contracts/access';
import type { AccessTokenResponse } from '@hoa/contracts/auth';
import { and, eq, lt } from 'drizzle-orm';
import type { AccessTokens } from '../../auth/access-token';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { usedHandoverTokens } from '../../db/schema/sign-in-exchanges';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';
import type { HandoverTokens } from './handover-tokens';

const invalid = (detail: string) =>
  new AppError('UNAUTHORIZED', 'Unauthorized', { errorCode: accessErrorCodes.handoverInvalid, detail });

/**
 * Exchanges a handover JWT (the management company's systems, or the portal's own mimic handover) for a
 * portal access token. Each jti works once.
 */
export async function redeemHandover({
  db,
  clock,
  token,
  handoverTokens,
  accessTokens,
}: {
  db: Db;
  clock: Clock;
  token: string;
  handoverTokens: HandoverTokens;
  accessTokens: AccessTokens;
}): Promise<AccessTokenResponse> {
  const claims = await handoverTokens.verify(token).catch(() => {
    throw invalid('The handover token is not valid.');
  });
  const now = clock.now();
  if (claims.mimic && claims.mimic.expiresAt <= now) throw invalid('Mimic mode has ended.');

  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(
      and(
        eq(managementCompanies.code, claims.customer),
        claims.userId !== null ? eq(users.id, claims.userId) : eq(users.email, claims.email ?? ''),
      ),
    )
    .limit(1);
  if (!user) throw invalid('No account found for the handover token.');

  await db.delete(usedHandoverTokens).where(lt(usedHandoverTokens.expiresAt, now));
  const jtiHash = createHash('sha256').update(`${claims.issuer}\n${claims.jti}`).digest('hex');
  const inserted = await db
    .insert(usedHandoverTokens)
    .values({ jtiHash, issuer: claims.issuer, expiresAt: claims.expiresAt, usedAt: now })
    .onConflictDoNothing()
    .returning({ jtiHash: usedHandoverTokens.jtiHash });
  if (inserted.length === 0) throw invalid('The handover token has already been used.');

  const issued = claims.mimic
    ? await accessTokens.issue(
        {
          userId: user.id,
          customer: claims.customer,
          actorUserId: claims.mimic.actorUserId,
          sessionId: claims.mimic.sessionId,
        },
        { ttlSeconds: Math.floor((claims.mimic.expiresAt.getTime() - now.getTime()) / 1000) },
      )
    : await accessTokens.issue({ userId: user.id, customer: claims.customer });
  return { token: issued.token, userId: user.id, expiresAt: issued.expiresAt.toISOString() };
}
