import { authErrorCodes } from '@hoa/contracts/auth';
import { AppError } from '../errors/app-error';
import type { Principal } from './principal';

export const mimicForbiddenMessage = 'This is not allowed in mimic mode.';

/** Staff acting as a homeowner (mimic mode). */
export const isMimic = (principal: Principal): boolean => principal.actorUserId !== null;

export const mimicForbidden = (detail?: string) =>
  new AppError('FORBIDDEN', mimicForbiddenMessage, {
    errorCode: authErrorCodes.mimicForbidden,
    ...(detail ? { detail } : {}),
  });

/** Staff acting as a homeowner must not take over the account's credentials or sessions. */
export function refuseInMimic(principal: Principal): void {
  if (isMimic(principal)) throw mimicForbidden();
}
