import type { ServiceName } from '@hoa/contracts/services';
import { currentPathname, navigateInApp } from '../app/app-navigation';
import { publicConfig } from '../app/runtime-config';
import { clearSession, sessionStore } from '../features/session/session-store';
import type { FailureResponse } from './error-toast';
import { createHttpClient, type HttpClient } from './http-client';
import { showErrorToast } from './show-error-toast';

function handleFailure({ signOut, toast }: FailureResponse): void {
  if (signOut) {
    clearSession();
    navigateInApp('/login', { replace: true });
  }
  if (toast) showErrorToast(toast);
}

/** A client for one of the five services (SPEC §7): runtime base address + /api, bearer token, §8 handling. */
export function createServiceClient(name: ServiceName): HttpClient {
  const tokenOf = name === 'expressPay' ? 'epayToken' : 'token';
  return createHttpClient(publicConfig().serviceBases[name], {
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => sessionStore.get()[tokenOf],
    currentPathname,
    onFailure: handleFailure,
  });
}

export const usersClient = createServiceClient('users');
export const associationsClient = createServiceClient('associations');
export const actionItemsClient = createServiceClient('actionItems');
export const paymentsClient = createServiceClient('payments');
export const expressPayClient = createServiceClient('expressPay');
