import type { InspectionListStatus } from '@hoa/contracts/inspections';
import { type KeyOwner, queryKey } from '../../lib/query-keys';

/** Query keys of inspections (issue 18), under [userId, 'inspections']: the board's and the staff's. */
export const inspectionKeys = {
  user: (userId: KeyOwner) => queryKey(userId, 'inspections'),
  association: (userId: KeyOwner, associationId: number) =>
    [...inspectionKeys.user(userId), 'association', associationId] as const,
  list: (
    userId: KeyOwner,
    query: { associationId: number; side: 'board' | 'staff'; status: InspectionListStatus },
  ) =>
    [...inspectionKeys.association(userId, query.associationId), 'list', query.side, query.status] as const,
  detail: (userId: KeyOwner, associationId: number, side: 'board' | 'staff', id: number) =>
    [...inspectionKeys.association(userId, associationId), 'detail', side, id] as const,
};
