import { type AccessTokenResponse, portalTokenResponseSchema } from '@hoa/contracts/auth';
import { usersClient } from '../../api/service-clients';

const path = '/Users/Authenticate/PortalToken';

/** With the bearer and an empty body: a portal (refresh) token for this session. */
export async function createPortalToken(): Promise<string> {
  const body = await usersClient.request(path, { method: 'POST', body: {}, suppressErrorToast: true });
  return portalTokenResponseSchema.parse(body).token;
}

/** With the portal token and no bearer: a rotated portal token and a renewed access token. */
export async function renewAccess(
  portalToken: string,
): Promise<{ portalToken: string; access: AccessTokenResponse }> {
  const body = await usersClient.request(path, {
    method: 'POST',
    body: { portalToken },
    anonymous: true,
    skipRenewal: true,
    suppressErrorToast: true,
  });
  const { token, access } = portalTokenResponseSchema.parse(body);
  if (!access) throw new Error('The renewal returned no access token');
  return { portalToken: token, access };
}

/** Logout revokes the portal token on the server. */
export async function revokePortalToken(portalToken: string): Promise<void> {
  await usersClient.request(path, {
    method: 'DELETE',
    body: { portalToken },
    anonymous: true,
    skipRenewal: true,
    suppressErrorToast: true,
    responseAs: 'none',
  });
}
