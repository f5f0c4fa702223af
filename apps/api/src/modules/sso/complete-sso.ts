import type { AccessTokenResponse } from '@hoa/contracts/auth';
import { authErrorCodes, loginMessages } from '@hoa/contracts/auth';
import { and, eq, gt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { AccessTokens } from '../../auth/access-token';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { ssoLoginStates } from '../../db/schema/sign-in-exchanges';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';
import { hashState } from './begin-sso';
import { ssoFailed } from './require-sso';
import type { SsoClient } from './sso-plugin';

/**
 * Finishes the flow the browser came back from: exchanges the code with the PKCE verifier, validates the
 * ID token (signature, issuer, audience, nonce) and signs in the user whose login is the verified e-mail.
 */
export async function completeSso({
  db,
  clock,
  sso,
  accessTokens,
  callback,
}: {
  db: Db;
  clock: Clock;
  sso: SsoClient;
  accessTokens: AccessTokens;
  callback: { code: string; state: string; iss?: string | undefined };
}): Promise<AccessTokenResponse> {
  // single use: the state row is removed by the request that finds it
  const [pending] = await db
    .delete(ssoLoginStates)
    .where(
      and(eq(ssoLoginStates.stateHash, hashState(callback.state)), gt(ssoLoginStates.expiresAt, clock.now())),
    )
    .returning();
  if (!pending) throw ssoFailed('The sign-on attempt has expired or was already used. Please start again.');

  const configuration = await sso.configuration().catch((error: unknown) => {
    throw ssoFailed('The sign-on provider is not reachable.', error);
  });
  const callbackUrl = new URL(sso.redirectUri);
  callbackUrl.searchParams.set('code', callback.code);
  callbackUrl.searchParams.set('state', callback.state);
  if (callback.iss) callbackUrl.searchParams.set('iss', callback.iss);

  let claims: Record<string, unknown> | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: callback.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    // many providers keep scope claims out of the ID token (OIDC Core 5.4): ask the userinfo endpoint
    claims =
      idToken && typeof idToken.email === 'string'
        ? { ...idToken }
        : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken?.sub ?? oidc.skipSubjectCheck);
  } catch (error) {
    throw ssoFailed('The sign-on provider did not confirm the sign-in.', error);
  }
  const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : null;
  if (!email || claims?.email_verified !== true) {
    throw ssoFailed('The sign-on provider did not confirm an e-mail address.');
  }

  const matches = await db
    .select({ id: users.id, customer: managementCompanies.code })
    .from(users)
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(eq(users.email, email))
    .limit(2);
  // the same e-mail at two companies cannot be told apart by the provider: refuse rather than guess
  const [user] = matches;
  if (!user || matches.length > 1) {
    throw new AppError('UNAUTHORIZED', loginMessages.noAccount, {
      errorCode: authErrorCodes.noAccount,
      detail: loginMessages.noAccount,
    });
  }
  const issued = await accessTokens.issue({ userId: user.id, customer: user.customer });
  return { token: issued.token, userId: user.id, expiresAt: issued.expiresAt.toISOString() };
}
