import { connectSession } from '../api/service-clients';
import { navigateInApp } from '../app-navigation';
import { pmbCustomers } from '../runtime-config';
import { sessionStore } from '../session-store/session-store';
import { getAccounts } from './api/get-accounts';
import { getUser } from './api/get-user';
import { createPortalToken, renewAccess, revokePortalToken } from './api/portal-token';
import { createSessionController } from './session-controller';

/** The app's one session, wired to the users service. */
export const session = createSessionController({
  store: sessionStore,
  api: { getUser, createPortalToken, renewAccess, revokePortalToken, getAccounts },
  now: () => Date.now(),
  setTimer: (run, delayMs) => globalThis.setTimeout(run, delayMs),
  clearTimer: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  pmbCustomers,
  onRenewalFailed: () => navigateInApp('/login', { replace: true }),
});

connectSession({ renew: session.renew, logout: session.logout });
