// Type-only (erased from the bundle): /login loads no zod for the response's type.
import type { ssoStartResponseSchema } from '@hoa/contracts/access';
import type { AccessTokenResponse } from '@hoa/contracts/auth';
import type { z } from 'zod';
import { usersClient } from '../../../lib/api/service-clients';

/** GET /Users/AuthenticateSSO/start: where the identity provider's login begins (PKCE kept by the server). */
export function startSso(): Promise<z.infer<typeof ssoStartResponseSchema>> {
  return usersClient.request('/Users/AuthenticateSSO/start', { suppressErrorToast: true });
}

/** POST /Users/AuthenticateSSO: the provider's code and state become a session. */
export function completeSso(code: string, state: string): Promise<AccessTokenResponse> {
  return usersClient.request('/Users/AuthenticateSSO', {
    method: 'POST',
    body: { code, state },
    suppressErrorToast: true,
  });
}
