import { authErrorCodes } from '@hoa/contracts/auth';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors/app-error';

export const mimicForbiddenMessage = 'This is not allowed in mimic mode.';

/** Staff acting as a homeowner must not take over the account's credentials. */
export function refuseInMimic(principal: Principal): void {
  if (principal.actorUserId !== null) {
    throw new AppError('FORBIDDEN', mimicForbiddenMessage, { errorCode: authErrorCodes.mimicForbidden });
  }
}
