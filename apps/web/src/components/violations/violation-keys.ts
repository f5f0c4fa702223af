import type { ViolationListView } from '@hoa/contracts/violations';
import { type KeyOwner, queryKey } from '../../lib/query-keys';

/** Query keys of violations (issue 18), under [userId, 'violations']: the board's, the staff's, the owner's. */
export const violationKeys = {
  user: (userId: KeyOwner) => queryKey(userId, 'violations'),
  association: (userId: KeyOwner, associationId: number) =>
    [...violationKeys.user(userId), 'association', associationId] as const,
  list: (
    userId: KeyOwner,
    query: { associationId: number; side: 'board' | 'staff'; view: ViolationListView },
  ) => [...violationKeys.association(userId, query.associationId), 'list', query.side, query.view] as const,
  detail: (userId: KeyOwner, associationId: number, side: 'board' | 'staff', id: number) =>
    [...violationKeys.association(userId, associationId), 'detail', side, id] as const,
  properties: (userId: KeyOwner, associationId: number, search: string) =>
    [...violationKeys.association(userId, associationId), 'properties', search] as const,
  photo: (userId: KeyOwner, scope: string, photoId: number) =>
    [...violationKeys.user(userId), 'photo', scope, photoId] as const,
  /** The homeowner's own violations. */
  mine: (userId: KeyOwner) => [...violationKeys.user(userId), 'mine'] as const,
  mineDetail: (userId: KeyOwner, id: number) => [...violationKeys.mine(userId), 'detail', id] as const,
};
