import {
  type AccessTokenResponse,
  accessTokenResponseSchema,
  type RequestAccountRequest,
  type SignUpCodeSent,
  type SignUpRequest,
  signUpCodeSentSchema,
  type VerifySignUpRequest,
} from '@hoa/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';

/** A registration key signs in at once; an account number first e-mails a code to the address on file. */
export type SignUpResult =
  | { kind: 'signedIn'; access: AccessTokenResponse }
  | { kind: 'codeSent'; codeSent: SignUpCodeSent };

const registrationPath = (clientId: string) => `/Homeowner/Registration/${encodeURIComponent(clientId)}`;

/** POST /Homeowner/Registration/{clientId}: sign-up with an account number or registration key. */
export async function signUp(clientId: string, request: SignUpRequest): Promise<SignUpResult> {
  const body = await usersClient.request(registrationPath(clientId), {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
  const codeSent = signUpCodeSentSchema.safeParse(body);
  if (codeSent.success) return { kind: 'codeSent', codeSent: codeSent.data };
  return { kind: 'signedIn', access: accessTokenResponseSchema.parse(body) };
}

/** POST /Homeowner/Registration/{clientId}/verify: finishes a sign-up by account number with its code. */
export async function verifySignUp(
  clientId: string,
  request: VerifySignUpRequest,
): Promise<AccessTokenResponse> {
  const body = await usersClient.request(`${registrationPath(clientId)}/verify`, {
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
export const useVerifySignUp = () =>
  useMutation({
    mutationFn: (v: { clientId: string; request: VerifySignUpRequest }) =>
      verifySignUp(v.clientId, v.request),
  });
export const useRequestAccount = () => useMutation({ mutationFn: requestAccount });
