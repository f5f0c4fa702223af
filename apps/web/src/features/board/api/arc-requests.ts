import {
  type ArcExportQuery,
  type ArcListQuery,
  type ArcRequestDetail,
  type ArcRequestList,
  arcRequestDetailSchema,
  arcRequestListSchema,
} from '@hoa/contracts/arc-review';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { actionItemsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

/** GET /Board/ArcRequests: the ARC requests of the caller's boards, newest first, paged. */
export async function getArcRequests(query: ArcListQuery, signal?: AbortSignal): Promise<ArcRequestList> {
  const body = await actionItemsClient.request('/Board/ArcRequests', {
    query: { ...query },
    signal,
    suppressErrorToast: true,
  });
  return arcRequestListSchema.parse(body);
}

export const arcRequestsQueryOptions = (userId: number | null, query: ArcListQuery) =>
  queryOptions({
    queryKey: boardKeys.arcList(userId, query),
    queryFn: ({ signal }) => getArcRequests(query, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

export const useArcRequests = (query: ArcListQuery) =>
  useQuery(arcRequestsQueryOptions(useSignedInUserId(), query));

/** GET /Board/ArcRequests/{id}: the request, its voters and tally, its decisions. */
export async function getArcRequest(id: number, signal?: AbortSignal): Promise<ArcRequestDetail> {
  const body = await actionItemsClient.request(`/Board/ArcRequests/${id}`, {
    signal,
    suppressErrorToast: true,
  });
  return arcRequestDetailSchema.parse(body);
}

export const arcRequestQueryOptions = (userId: number | null, id: number) =>
  queryOptions({
    queryKey: boardKeys.arcDetail(userId, id),
    queryFn: ({ signal }) => getArcRequest(id, signal),
    enabled: userId !== null && id > 0,
  });

export const useArcRequest = (id: number) => useQuery(arcRequestQueryOptions(useSignedInUserId(), id));

/** GET /Board/ArcRequests/Export: every request the filter matches as CSV, named for today. */
export async function downloadArcRequestsCsv(
  query: ArcExportQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const blob = await actionItemsClient.request<Blob>('/Board/ArcRequests/Export', {
    query: { ...query },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `arc-requests-${new Date().toISOString().slice(0, 10)}.csv` };
}
