import { exchangeHandoverRoute } from '../modules/handover/exchange-handover';
import { authenticateSsoRoute } from '../modules/sso/authenticate-sso';
import { startSsoRoute } from '../modules/sso/start-sso';
import { endMimicRoute } from '../modules/staff/end-mimic';
import { searchHomeownersRoute } from '../modules/staff/search-homeowners';
import { startMimicRoute } from '../modules/staff/start-mimic';
import { getHomeSettingsRoute } from '../modules/user-settings/get-home-settings';
import { getProfileConfigurationRoute } from '../modules/user-settings/get-profile-configuration';
import { getSecurityRoute } from '../modules/users/get-security';
import { getUserRoute } from '../modules/users/get-user';
import { defineService } from './define-service';

export const usersService = defineService({
  name: 'users',
  description:
    'Logins, one-time passcodes, security, home settings, messages, registration and homeowner profiles.',
  routes: [
    getUserRoute,
    getSecurityRoute,
    getHomeSettingsRoute,
    getProfileConfigurationRoute,
    exchangeHandoverRoute,
    startSsoRoute,
    authenticateSsoRoute,
    searchHomeownersRoute,
    startMimicRoute,
    endMimicRoute,
  ],
});
