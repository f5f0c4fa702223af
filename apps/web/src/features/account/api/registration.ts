import {
  type AccessTokenResponse,
  accessTokenResponseSchema,
  type RequestAccountRequest,
  type SignUpRequest,
} from '@hoa/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';

/** POST /Homeowner/Registration/{clientId}: sign-up with an account number or registration key. */
export async function signUp(clientId: string, request: SignUpRequest): Promise<AccessTokenResponse> {
  const body = await usersClient.request(`/Homeowner/Registration/${encodeURIComponent(clientId)}`, {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
  return accessTokenResponseSchema.parse(body);
}

/** POST /Homeowner/Registration: an account request for the management company. */
export function requestAccount(request: RequestAccountRequest): Promise<{ requestId: string | number }> {
  return usersClient.request('/Homeowner/Registration', {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
}

export const useSignUp = () =>
  useMutation({
    mutationFn: (v: { clientId: string; request: SignUpRequest }) => signUp(v.clientId, v.request),
  });
export const useRequestAccount = () => useMutation({ mutationFn: requestAccount });
