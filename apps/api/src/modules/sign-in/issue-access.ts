import type { AccessTokenResponse } from '@hoa/contracts/auth';
import type { AccessTokens } from '../../auth/access-token';

/** The body every sign-in call answers with; `sessionId` continues a session (a renewal), else a new one. */
export async function issueAccess(
  accessTokens: AccessTokens,
  user: { id: number; customer: string },
  options: { sessionId?: string } = {},
): Promise<AccessTokenResponse> {
  const issued = await accessTokens.issue({
    userId: user.id,
    customer: user.customer,
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
  });
  return { token: issued.token, userId: user.id, expiresAt: issued.expiresAt.toISOString() };
}
