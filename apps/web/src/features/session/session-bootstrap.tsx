import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setNavAccess } from '../layout/nav-access-store';
import { useHomeSettings } from '../property/api/get-home-settings';
import { isBoardMemberOfAny } from '../property/property-selection';
import { applyHomeSettings } from '../property/select-property';
import { isStaffArea, useSecurity } from './api/get-security';
import { session } from './session';

let restored = false;

/** Once per page load: refresh the stored session (SPEC §4 "On reload"). */
function restoreOnce(): void {
  if (restored) return;
  restored = true;
  void session.restore();
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
