import type { AccessTokenResponse } from '@hoa/contracts/auth';
import type { AccessTokens } from '../../auth/access-token';

/** The body every sign-in call answers with. */
export async function issueAccess(
  accessTokens: AccessTokens,
  user: { id: number; customer: string },
): Promise<AccessTokenResponse> {
  const issued = await accessTokens.issue({ userId: user.id, customer: user.customer });
  return { token: issued.token, userId: user.id, expiresAt: issued.expiresAt.toISOString() };
}
