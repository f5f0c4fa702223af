import { communityMessages } from '@hoa/contracts/community';
import { AppError } from '../../errors/app-error';

/** PostgreSQL's exclusion_violation: the reservations_no_overlap constraint refused an overlapping slot. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

export const reservationConflict = () =>
  new AppError('CONFLICT', communityMessages.reservationConflict, {
    errorCode: 'RESERVATION_CONFLICT',
    detail: communityMessages.reservationConflict,
  });
