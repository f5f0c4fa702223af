import { type Security, securitySchema } from '@hoa/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../api/service-clients';
import { type KeyOwner, queryKey } from '../../query-keys';
import { useSignedInUserId } from '../../session-store/session-store';

/** GET /Security: customer, staff flag and mimic mode of the signed-in principal. */
export async function getSecurity(signal?: AbortSignal): Promise<Security> {
  return securitySchema.parse(await usersClient.request('/Security', { signal }));
}

export const securityQueryOptions = (userId: KeyOwner) =>
  queryOptions({
    queryKey: queryKey(userId, 'session', 'security'),
    queryFn: ({ signal }) => getSecurity(signal),
    enabled: userId !== null,
  });

export function useSecurity() {
  return useQuery(securityQueryOptions(useSignedInUserId()));
}

/** Staff see the staff area unless they are acting as a homeowner. */
export function isStaffArea(security: Security | undefined): boolean {
  return security?.isStaff === true && security.mimic === null;
}
