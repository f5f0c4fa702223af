import { type Security, securitySchema } from '@hoa/contracts/auth';
import { userReadHook, userReadOptions } from '../../api/checked-reads';
import { usersClient } from '../../api/service-clients';
import { type KeyOwner, queryKey } from '../../query-keys';

/** GET /Security: customer, staff flag and mimic mode of the signed-in principal. */
export async function getSecurity(signal?: AbortSignal): Promise<Security> {
  return securitySchema.parse(await usersClient.request('/Security', { signal }));
}

const securityKey = (userId: KeyOwner) => queryKey(userId, 'session', 'security');
export const securityQueryOptions = userReadOptions(securityKey, getSecurity);
export const useSecurity = userReadHook(securityKey, getSecurity);

/** Staff see the staff area unless they are acting as a homeowner. */
export function isStaffArea(security: Security | undefined): boolean {
  return security?.isStaff === true && security.mimic === null;
}
