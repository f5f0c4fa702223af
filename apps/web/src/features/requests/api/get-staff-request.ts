import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { requestKeys } from '../requests-keys';
import { getRequest } from './requests';

/** GET /HomeownerRequests/{id} as staff: a request of the company with its history and thread. */
export const staffRequestQueryOptions = (userId: number | null, id: number) =>
  queryOptions({
    queryKey: requestKeys.staffDetail(userId, id),
    queryFn: ({ signal }) => getRequest(id, signal),
    enabled: userId !== null && id > 0,
  });

export const useStaffRequest = (id: number) => useQuery(staffRequestQueryOptions(useSignedInUserId(), id));
