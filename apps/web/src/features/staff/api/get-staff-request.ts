import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRequest } from '../../community/api/requests';
import { useSignedInUserId } from '../../session/session-store';
import { staffKeys } from '../staff-keys';

/** GET /HomeownerRequests/{id} as staff: a request of the company with its history and thread. */
export const staffRequestQueryOptions = (userId: number | null, id: number) =>
  queryOptions({
    queryKey: staffKeys.request(userId, id),
    queryFn: ({ signal }) => getRequest(id, signal),
    enabled: userId !== null && id > 0,
  });

export const useStaffRequest = (id: number) => useQuery(staffRequestQueryOptions(useSignedInUserId(), id));
