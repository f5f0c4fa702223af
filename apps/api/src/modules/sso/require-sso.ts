import { accessErrorCodes } from '@hoa/contracts/access';
import { AppError } from '../../errors/app-error';
import type { SsoClient } from './sso-plugin';

export function requireSso(sso: SsoClient | null): SsoClient {
  if (!sso) {
    throw new AppError('NOT_FOUND', 'Not Found', {
      errorCode: accessErrorCodes.ssoNotConfigured,
      detail: 'Single sign-on is not configured for this portal.',
    });
  }
  return sso;
}

export const ssoFailed = (detail: string, cause?: unknown) =>
  new AppError('UNAUTHORIZED', 'Unauthorized', { errorCode: accessErrorCodes.ssoFailed, detail, cause });
