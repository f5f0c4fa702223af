import type { AccessTokenResponse } from '@hoa/contracts/auth';
import { usersClient } from '../../../lib/api/service-clients';

/** POST /Users/Authenticate/Handover: a JWT signed by the company's systems becomes a session. */
export function handOver(token: string): Promise<AccessTokenResponse> {
  return usersClient.request('/Users/Authenticate/Handover', {
    method: 'POST',
    body: { token },
    anonymous: true,
    suppressErrorToast: true,
  });
}
