import type { HomeownerSearchResponse } from '@hoa/contracts/access';
import { pagedListHook } from '../../../lib/api/checked-reads';
import { usersClient } from '../../../lib/api/service-clients';
import { staffKeys } from '../staff-keys';

export interface HomeownerSearch {
  search: string;
  page: number;
  pageSize: number;
}

/** GET /Staff/Homeowners: homeowners across the staff member's company. */
export const useHomeownerSearch = pagedListHook(staffKeys.homeowners, (query: HomeownerSearch, signal) =>
  usersClient.request<HomeownerSearchResponse>('/Staff/Homeowners', { query: { ...query }, signal }),
);
