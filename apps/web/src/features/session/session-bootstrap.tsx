import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setNavAccess } from '../layout/nav-access-store';
import { useHomeSettings } from '../property/api/get-home-settings';
import { isBoardMemberOfAny } from '../property/property-selection';
import { applyHomeSettings } from '../property/select-property';
import { isStaffArea, useSecurity } from './api/get-security';
import { session } from './session';
import { sessionStore } from './session-store';

let restored = false;

/** Once per page load: refresh a stored session (SPEC §4 "On reload"); a fresh sign-in has just loaded it. */
function restoreOnce(): void {
  if (restored) return;
  restored = true;
  if (sessionStore.get().user === null) void session.restore();
}

/**
 * Rendered by the frames while logged in (loaded lazily, so /login stays light): restores the session,
 * applies HomeSettings (property and theme) and tells the navigation which role-bound areas to offer.
 */
export function SessionBootstrap() {
  useEffect(restoreOnce, []);
  const { data: settings } = useHomeSettings();
  const { data: security } = useSecurity();
  useEffect(() => {
    setNavAccess({ isBoardMember: isBoardMemberOfAny(settings), isStaff: isStaffArea(security) });
    return () => setNavAccess({ isBoardMember: false, isStaff: false });
  }, [settings, security]);
  const [params] = useSearchParams();
  const accountNumber = params.get('accountNumber');
  useEffect(() => {
    if (settings) applyHomeSettings(settings, accountNumber);
  }, [settings, accountNumber]);
  return null;
}
