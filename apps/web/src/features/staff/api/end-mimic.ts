import { usersClient } from '../../../lib/api/service-clients';

/** DELETE /Staff/Mimic (with the mimic token): the session's token stops working at once; audited. */
export function endMimic(): Promise<void> {
  return usersClient.request('/Staff/Mimic', {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}
