import { type KeyOwner, queryKey } from '../../lib/query-keys';

export type UserId = KeyOwner;

/** Query keys of the community reads, under [userId, 'community']. */
export const communityKeys = {
  user: (userId: UserId) => queryKey(userId, 'community'),
  events: (userId: UserId, associationId: number, from: string, to: string) =>
    [...communityKeys.user(userId), 'events', associationId, from, to] as const,
  reservations: (userId: UserId, associationId: number, from: string, to: string) =>
    [...communityKeys.user(userId), 'reservations', associationId, from, to] as const,
  faq: (userId: UserId, associationId: number) =>
    [...communityKeys.user(userId), 'faq', associationId] as const,
  directory: (userId: UserId, associationId: number | null, query: { search: string; page: number }) =>
    [...communityKeys.user(userId), 'directory', associationId, query] as const,
  page: (userId: UserId, associationId: number, legacyAction: string) =>
    [...communityKeys.user(userId), 'page', associationId, legacyAction.toLowerCase()] as const,
};
