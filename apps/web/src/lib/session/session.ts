import { connectSession } from '../api/service-clients';
import { navigateInApp } from '../app-navigation';
import { pmbCustomers } from '../runtime-config';
import { sessionStore } from '../session-store/session-store';
import { getAccounts } from './api/get-accounts';
import { getUser } from './api/get-user';
import { createPortalToken, renewAccess, revokePortalToken } from './api/portal-token';
import { takeMimicReturn } from './mimic-return';
import { createSessionController } from './session-controller';

/** The app's one session, wired to the users service. */
const controller = createSessionController({
  store: sessionStore,
  api: { getUser, createPortalToken, renewAccess, revokePortalToken, getAccounts },
  now: () => Date.now(),
  setTimer: (run, delayMs) => globalThis.setTimeout(run, delayMs),
  clearTimer: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  pmbCustomers,
  onRenewalFailed: () => navigateInApp('/login', { replace: true }),
});

/**
 * Signing out for good (the Log out page, a refused token): the session, and a staff session set aside
 * for mimic mode's Exit, so that staff token does not stay alive in a tab that looks signed out. A
 * hand-over sign-in ends only the session (controller.logout), keeping the set-aside one for Exit.
 */
export function endSession(): void {
  controller.logout();
  const setAside = takeMimicReturn();
  if (setAside?.portalToken) revokePortalToken(setAside.portalToken).catch(() => undefined);
}

export const session = controller;

connectSession({ renew: session.renew, logout: endSession });
