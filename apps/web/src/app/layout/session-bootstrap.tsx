import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useHomeSettings } from '../../lib/session/api/get-home-settings';
import { isStaffArea, useSecurity } from '../../lib/session/api/get-security';
import { isBoardMemberOfSelected } from '../../lib/session/property-selection';
import { applyHomeSettings } from '../../lib/session/select-property';
import { session } from '../../lib/session/session';
import { sessionStore, useSessionValue } from '../../lib/session-store/session-store';
import { setNavAccess } from './nav-access-store';

let restored = false;

/** Once per page load: refresh a stored session (SPEC §4 "On reload"); a fresh sign-in has just loaded it. */
function restoreOnce(): void {
  if (restored) return;
  restored = true;
  if (sessionStore.get().user === null) void session.restore();
}

/** When the browser is idle: the rest of SPEC §7's session reads, from billing's own (lazy) chunk. */
function prefetchBillingWhenIdle(queryClient: QueryClient): () => void {
  const run = () =>
    void import('../../features/billing/session-prefetch').then((m) => m.prefetchBillingSession(queryClient));
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(run, { timeout: 2_000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(run, 200);
  return () => globalThis.clearTimeout(handle);
}

/**
 * Rendered by the frames while logged in (loaded lazily, so /login stays light): restores the session,
 * applies HomeSettings (property and theme), tells the navigation which role-bound areas to offer and,
 * once the accounts are in, prefetches the billing reads without holding up the page.
 */
export function SessionBootstrap() {
  useEffect(restoreOnce, []);
  const queryClient = useQueryClient();
  const userId = useSessionValue((s) => (s.isLoggedIn ? s.userId : null));
  const hasAccounts = useSessionValue((s) => s.accounts.length > 0);
  useEffect(() => {
    if (userId === null || !hasAccounts) return;
    return prefetchBillingWhenIdle(queryClient);
  }, [queryClient, userId, hasAccounts]);
  const { data: settings } = useHomeSettings();
  const { data: security } = useSecurity();
  const selectedAssociationId = useSessionValue((s) => s.selectedAssociationId);
  useEffect(() => {
    setNavAccess({
      isBoardMember: isBoardMemberOfSelected(settings, selectedAssociationId),
      isStaff: isStaffArea(security),
    });
    return () => setNavAccess({ isBoardMember: false, isStaff: false });
  }, [settings, security, selectedAssociationId]);
  const [params] = useSearchParams();
  const accountNumber = params.get('accountNumber');
  useEffect(() => {
    if (settings) applyHomeSettings(settings, accountNumber);
  }, [settings, accountNumber]);
  return null;
}
