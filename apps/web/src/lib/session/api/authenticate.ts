import type { AccessTokenResponse, AuthenticateRequest } from '@hoa/contracts/auth';
import { usersClient } from '../../api/service-clients';

/** POST /Users/Authenticate; the login form shows failures itself (SPEC §8 login texts). */
export function authenticate(request: AuthenticateRequest): Promise<AccessTokenResponse> {
  return usersClient.request('/Users/Authenticate', {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
}
