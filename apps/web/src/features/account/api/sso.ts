import type { AccessTokenResponse } from '@hoa/contracts/auth';
import { usersClient } from '../../../api/service-clients';

/** GET /Users/AuthenticateSSO/start: where the identity provider's login begins (PKCE kept by the server). */
export function startSso(): Promise<{ authorizationUrl: string }> {
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
