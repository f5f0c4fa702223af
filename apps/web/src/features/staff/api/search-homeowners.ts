import type { HomeownerSearchResponse } from '@hoa/contracts/access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { staffKeys, type UserId } from '../staff-keys';

export interface HomeownerSearch {
  search: string;
  page: number;
  pageSize: number;
}

/** GET /Staff/Homeowners: homeowners across the staff member's company. */
export function searchHomeowners(
  query: HomeownerSearch,
  signal?: AbortSignal,
): Promise<HomeownerSearchResponse> {
  return usersClient.request('/Staff/Homeowners', { query: { ...query }, signal });
}

export const homeownerSearchQueryOptions = (userId: UserId, query: HomeownerSearch) =>
  queryOptions({
    queryKey: staffKeys.homeowners(userId, query),
    queryFn: ({ signal }) => searchHomeowners(query, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

export const useHomeownerSearch = (query: HomeownerSearch) =>
  useQuery(homeownerSearchQueryOptions(useSignedInUserId(), query));
