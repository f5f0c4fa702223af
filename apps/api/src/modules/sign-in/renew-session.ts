import type { PortalTokenResponse } from '@hoa/contracts/auth';
import type { AccessTokens } from '../../auth/access-token';
import { refuseInMimic } from '../../auth/mimic';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { issueAccess } from './issue-access';
import { mintPortalToken, rotatePortalToken } from './portal-tokens';

export interface RenewSessionOptions {
  db: Db;
  accessTokens: AccessTokens;
  now: Date;
  principal: Principal | null;
  portalToken?: string | undefined;
}

/** With a portal token: rotate it and renew access. Without: start a portal-token family for the bearer. */
export async function renewSession(options: RenewSessionOptions): Promise<PortalTokenResponse> {
  const { db, now, principal, portalToken } = options;
  if (portalToken) {
    const rotated = await rotatePortalToken({ db, portalToken, now });
    const access = await issueAccess(options.accessTokens, rotated.user, { sessionId: rotated.familyId });
    return { token: rotated.token, access };
  }
  if (!principal) {
    throw new AppError('UNAUTHORIZED', 'Unauthorized', {
      detail: 'Send a portalToken, or a valid access token to start a session.',
    });
  }
  // a mimic session is short-lived on purpose and never gets a refresh token
  refuseInMimic(principal);
  return mintPortalToken({ db, userId: principal.userId, now, sessionId: principal.sessionId });
}
