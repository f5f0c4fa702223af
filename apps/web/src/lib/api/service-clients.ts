import type { ServiceName } from '@hoa/contracts/services';
import { config as zodConfig } from 'zod';
import { currentPathname, navigateInApp } from '../app-navigation';
import { pathOf } from '../pages';
import { publicConfig } from '../runtime-config';
import { loggedOut } from '../session-store/session-state';
import { sessionStore } from '../session-store/session-store';
import type { FailureResponse } from './error-toast';
import { createHttpClient, type HttpClient } from './http-client';
import { showErrorToast } from './show-error-toast';

// The CSP allows no eval, so zod's compiled parsers can never run here; without this, its first object parse
// tries `new Function` anyway and the browser reports a CSP violation on every signed-in page.
zodConfig({ jitless: true });

/** What the clients need from the session; the session module connects itself (avoids an import cycle). */
export interface SessionHooks {
  renew: () => Promise<boolean>;
  logout: () => void;
}

let sessionHooks: SessionHooks = {
  renew: async () => false,
  logout: () => sessionStore.set(loggedOut),
};

export function connectSession(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

function handleFailure({ signOut, toast, sendTo }: FailureResponse): void {
  if (signOut) {
    sessionHooks.logout();
    navigateInApp(pathOf('login'), { replace: true });
  }
  if (toast) showErrorToast(toast);
  if (sendTo) navigateInApp(sendTo);
}

/** A client for one of the five services (SPEC §7): runtime base address + /api, bearer token, §8 handling. */
export function createServiceClient(name: ServiceName): HttpClient {
  const expressPay = name === 'expressPay';
  return createHttpClient(publicConfig().serviceBases[name], {
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken: () => (expressPay ? sessionStore.get().epayToken : sessionStore.get().token),
    currentPathname,
    // An epay 401 is about the payment link (dead, or its 15 minutes over), which the page says itself: it
    // never ends a login session that may be open in the same browser, nor sends the payer to sign in.
    onFailure: expressPay ? (failure) => handleFailure({ ...failure, signOut: false }) : handleFailure,
    // Express pay has its own token; only the login session is renewed.
    ...(expressPay ? {} : { renewSession: () => sessionHooks.renew() }),
  });
}

export const usersClient = createServiceClient('users');
export const associationsClient = createServiceClient('associations');
export const actionItemsClient = createServiceClient('actionItems');
export const paymentsClient = createServiceClient('payments');
export const expressPayClient = createServiceClient('expressPay');
