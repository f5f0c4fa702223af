import type { RequestKind } from '@hoa/contracts/community';
import { useSessionValue } from '../session/session-store';

export type UserId = number | null;

/** The filters of GET /HomeownerRequests the pages use. */
export interface RequestListQuery {
  associationId?: number;
  recent?: boolean;
  kinds?: RequestKind[];
}

/** Query keys of the community reads; each starts with ['community', userId] (no cache shared across users). */
export const communityKeys = {
  user: (userId: UserId) => ['community', userId] as const,
  requests: (userId: UserId) => [...communityKeys.user(userId), 'requests'] as const,
  requestList: (userId: UserId, query: RequestListQuery) =>
    [...communityKeys.requests(userId), 'list', query] as const,
  request: (userId: UserId, id: number) => [...communityKeys.requests(userId), 'detail', id] as const,
  events: (userId: UserId, associationId: number, from: string, to: string) =>
    [...communityKeys.user(userId), 'events', associationId, from, to] as const,
  reservations: (userId: UserId, associationId: number, from: string, to: string) =>
    [...communityKeys.user(userId), 'reservations', associationId, from, to] as const,
  amenities: (userId: UserId, associationId: number) =>
    [...communityKeys.user(userId), 'amenities', associationId] as const,
  faq: (userId: UserId, associationId: number) =>
    [...communityKeys.user(userId), 'faq', associationId] as const,
  page: (userId: UserId, associationId: number, legacyAction: string) =>
    [...communityKeys.user(userId), 'page', associationId, legacyAction.toLowerCase()] as const,
};

export const useCommunityUserId = () => useSessionValue((s) => (s.isLoggedIn ? s.userId : null));
