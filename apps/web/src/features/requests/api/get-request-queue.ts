import { type RequestQueue, type RequestQueueQuery, requestQueueSchema } from '@hoa/contracts/request-queue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { actionItemsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { requestKeys } from '../requests-keys';

/** GET /Staff/HomeownerRequests: the company's requests, newest first. */
export async function getRequestQueue(query: RequestQueueQuery, signal?: AbortSignal): Promise<RequestQueue> {
  const body = await actionItemsClient.request('/Staff/HomeownerRequests', {
    query: { ...query },
    signal,
    suppressErrorToast: true,
  });
  return requestQueueSchema.parse(body);
}

export const requestQueueQueryOptions = (userId: number | null, query: RequestQueueQuery) =>
  queryOptions({
    queryKey: requestKeys.staffList(userId, query),
    queryFn: ({ signal }) => getRequestQueue(query, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

export const useRequestQueue = (query: RequestQueueQuery) =>
  useQuery(requestQueueQueryOptions(useSignedInUserId(), query));
