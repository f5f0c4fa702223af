import {
  type AccessTokenResponse,
  type AuthenticateRequest,
  accessTokenResponseSchema,
} from '@hoa/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { usersClient } from '../../../api/service-clients';

/** POST /Users/Authenticate; the login form shows failures itself (SPEC §8 login texts). */
export async function authenticate(request: AuthenticateRequest): Promise<AccessTokenResponse> {
  const body = await usersClient.request('/Users/Authenticate', {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
  return accessTokenResponseSchema.parse(body);
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
