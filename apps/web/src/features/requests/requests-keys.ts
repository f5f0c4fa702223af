import type { RequestKind } from '@hoa/contracts/community';
import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** The filters of GET /HomeownerRequests the pages use. */
export interface RequestListQuery {
  associationId?: number;
  recent?: boolean;
  kinds?: RequestKind[];
}

/** Query keys of homeowner requests, under [userId, 'requests']: the homeowner's own and the staff queue. */
export const requestKeys = {
  user: (userId: UserId) => queryKey(userId, 'requests'),
  mine: (userId: UserId) => [...requestKeys.user(userId), 'mine'] as const,
  list: (userId: UserId, query: RequestListQuery) => [...requestKeys.mine(userId), 'list', query] as const,
  detail: (userId: UserId, id: number) => [...requestKeys.mine(userId), 'detail', id] as const,
  staff: (userId: UserId) => [...requestKeys.user(userId), 'staff'] as const,
  staffList: (userId: UserId, query: object) => [...requestKeys.staff(userId), 'list', query] as const,
  staffDetail: (userId: UserId, id: number) => [...requestKeys.staff(userId), 'detail', id] as const,
  amenities: (userId: UserId, associationId: number) =>
    [...requestKeys.user(userId), 'amenities', associationId] as const,
};
