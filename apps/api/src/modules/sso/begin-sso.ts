import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ssoLoginStates } from '../../db/schema/sign-in-exchanges';
import { ssoFailed } from './require-sso';
import type { SsoClient } from './sso-plugin';

export const ssoStateLifetimeSeconds = 10 * 60;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Starts an authorization-code flow with PKCE: remembers state, verifier and nonce for 10 minutes. */
export async function beginSso({ db, clock, sso }: { db: Db; clock: Clock; sso: SsoClient }) {
  const configuration = await sso.configuration().catch((error: unknown) => {
    throw ssoFailed('The sign-on provider is not reachable.', error);
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = clock.now();
  await db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
  await db.insert(ssoLoginStates).values({
    stateHash: hashState(state),
    codeVerifier,
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ssoStateLifetimeSeconds * 1000),
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: sso.redirectUri,
    scope: 'openid email',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: authorizationUrl.href };
}
